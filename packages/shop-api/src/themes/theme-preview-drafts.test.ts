import {
  THEME_PREVIEW_COOKIE,
  THEME_SETTINGS_API_PATH,
  THEMES_API_PATH,
  type ThemePreviewDraft,
  type ThemePreviewGrant,
  type ThemeSettingsState,
} from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const DRAFT = `${THEME_SETTINGS_API_PATH}/preview-draft`;
const ORIGIN = "http://127.0.0.1:5174";

describe.each(testBackends())("a theme under development's draft on $name", (backend) => {
  let shop: TestShop;
  let creator: string;
  let member: string;
  let cookie: string;

  const call = async (
    method: string,
    path: string,
    { token = creator, body, preview }: { token?: string; body?: unknown; preview?: string } = {},
  ) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (preview !== undefined) headers.Cookie = `${THEME_PREVIEW_COOKIE}=${preview}`;
    const response = await shop.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, response };
  };
  const data = async <T>(answer: Promise<{ status: number; response: Response }>) => {
    const { status, response } = await answer;
    expect(status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };

  beforeAll(async () => {
    shop = await openTestShop(backend);
    ({ creator, member } = await demoCallerTokens(shop.api.sessions));
    const granted = await call("POST", `${THEMES_API_PATH}/preview`, {
      body: { origin: ORIGIN, handle: "studio" },
    });
    const { url } = ((await granted.response.json()) as { data: ThemePreviewGrant }).data;
    const started = await call("GET", new URL(url).pathname + new URL(url).search);
    cookie =
      new RegExp(`${THEME_PREVIEW_COOKIE}=([^;]*)`).exec(
        started.response.headers.get("Set-Cookie") ?? "",
      )?.[1] ?? "";
    expect(cookie).not.toBe("");
  });
  afterAll(() => shop.close());

  it("is 404 NO_PREVIEW without the preview cookie, and 403 for a member", async () => {
    const none = await call("GET", DRAFT);
    expect(none.status).toBe(404);
    expect(((await none.response.json()) as { code: string }).code).toBe("NO_PREVIEW");
    expect((await call("PUT", DRAFT, { body: { settings: {} } })).status).toBe(404);
    expect((await call("GET", DRAFT, { token: member, preview: cookie })).status).toBe(403);
    expect((await call("GET", DRAFT, { preview: `${cookie}x` })).status).toBe(404);
  });

  it("keeps the preview's values apart: the shop's draft, settings, revision and visitors are unchanged", async () => {
    const live = await data<ThemeSettingsState>(call("GET", THEME_SETTINGS_API_PATH));
    const visitorBefore = (await shop.api.getInitialState("demo.localhost")).shop?.theme.settings;
    expect(await data<ThemePreviewDraft>(call("GET", DRAFT, { preview: cookie }))).toEqual({
      origin: ORIGIN,
      handle: "studio",
      settings: null,
      savedAt: null,
    });

    const settings = { ...live.published.settings, studio_tagline: "Made slowly" };
    const saved = await data<ThemePreviewDraft>(
      call("PUT", DRAFT, { preview: cookie, body: { settings } }),
    );
    expect(saved.settings).toEqual(settings);
    expect(
      (await data<ThemePreviewDraft>(call("GET", DRAFT, { preview: cookie }))).settings,
    ).toEqual(settings);

    const after = await data<ThemeSettingsState>(call("GET", THEME_SETTINGS_API_PATH));
    expect(after.revision).toBe(live.revision);
    expect(after.draft).toEqual(live.draft);
    expect(after.published).toEqual(live.published);
    expect((await shop.api.getInitialState("demo.localhost")).shop?.theme.settings).toEqual(
      visitorBefore,
    );

    const dropped = await data<ThemePreviewDraft>(
      call("PUT", DRAFT, { preview: cookie, body: { settings: null } }),
    );
    expect(dropped.settings).toBeNull();
  });

  it("refuses settings that are not an object (400)", async () => {
    expect((await call("PUT", DRAFT, { preview: cookie, body: { settings: [1] } })).status).toBe(
      400,
    );
  });
});
