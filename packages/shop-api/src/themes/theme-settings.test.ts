import {
  type ApiErrorBody,
  DEFAULT_THEME_SECTIONS,
  THEME_SETTINGS_API_PATH,
  THEMES_API_PATH,
  type ThemeSettings,
  type ThemeSettingsState,
  type ThemeSettingsVersion,
} from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUserId, MINIMAL_CREATOR } from "../seed/shops-seed";
import { uploadSettingsTheme } from "../testing/settings-theme";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const DEMO = "demo.localhost";
const MINIMAL = "minimal.localhost";
const PATH = THEME_SETTINGS_API_PATH;
const CONFLICT =
  "These settings were changed elsewhere (in another tab or by another session) since you opened them. Load the latest to go on; your changes here are not saved.";

describe.each(testBackends())("a shop's theme settings on $name", (backend) => {
  let shop: TestShop;
  let now = Date.parse("2026-11-20T10:00:00Z");
  let creator: string;
  let member: string;
  let minimalCreator: string;

  beforeAll(async () => {
    shop = await openTestShop(backend, { clock: () => new Date(now) });
    ({ creator, member, minimalCreator } = await demoCallerTokens(shop.api.sessions));
  });
  afterAll(() => shop.close());

  const call = async (
    method: string,
    path: string,
    {
      token = creator,
      body,
      host = DEMO,
    }: { token?: string | null; body?: unknown; host?: string } = {},
  ) => {
    const response = await shop.request(path, {
      method,
      headers: { Host: host, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data: ThemeSettingsState } & ApiErrorBody,
    };
  };
  const state = async (host = DEMO, token = creator) => {
    const answer = await call("GET", PATH, { host, token });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const versions = async (host = DEMO, token = creator) => {
    const answer = await call("GET", `${PATH}/versions`, { host, token });
    expect(answer.status).toBe(200);
    return (answer.body as unknown as { data: ThemeSettingsVersion[] }).data;
  };
  const visitorSettings = async (host = DEMO) =>
    (await shop.api.getInitialState(host)).shop?.theme?.settings;
  const publish = (settings: unknown, baseRevision: number, host = DEMO, token = creator) =>
    call("POST", `${PATH}/publish`, { host, token, body: { settings, baseRevision } });
  const saveDraft = (settings: unknown, baseRevision: number, host = DEMO, token = creator) =>
    call("PUT", `${PATH}/draft`, { host, token, body: { settings, baseRevision } });

  describe("who may call", () => {
    it.each([
      ["GET", PATH, undefined],
      ["PUT", `${PATH}/draft`, { settings: {}, baseRevision: 0 }],
      ["DELETE", `${PATH}/draft?baseRevision=0`, undefined],
      ["POST", `${PATH}/publish`, { settings: {}, baseRevision: 0 }],
      ["GET", `${PATH}/versions`, undefined],
      ["POST", `${PATH}/restore`, { version: 1, baseRevision: 0 }],
    ])(
      "%s %s: 401 without a token, 403 for a member and for another shop's creator",
      async (method, path, body) => {
        expect((await call(method, path, { body, token: null })).status).toBe(401);
        expect((await call(method, path, { body, token: member })).status).toBe(403);
        expect((await call(method, path, { body, token: minimalCreator })).status).toBe(403);
      },
    );

    it("leaves the settings as they were after every refused call", async () => {
      const opened = await state();
      expect(opened.revision).toBe(0);
      expect(opened.draft).toBeNull();
      expect(await versions()).toHaveLength(1);
    });
  });

  describe("the state, a draft, publishing", () => {
    it("opens on the live theme's whole schema, revision 0 and version 1 with no author", async () => {
      const opened = await state();
      expect(opened.handle).toBe("default");
      expect(opened.schema.map((group) => group.id)).toContain("layout");
      expect(opened.published).toMatchObject({ version: 1, publishedAt: null, publishedBy: null });
      expect(opened.published.settings).toEqual(await visitorSettings());
      expect(await versions()).toEqual([
        { version: 1, publishedAt: null, publishedBy: null, restoredFrom: null, live: true },
      ]);
    });

    it("keeps a draft from visitors, then publishing makes it their next page's settings", async () => {
      const opened = await state();
      const before = await visitorSettings();
      const edited = { ...opened.published.settings, page_width: 1440 } as ThemeSettings;

      const drafted = await saveDraft(edited, opened.revision);
      expect(drafted.status).toBe(200);
      expect(drafted.body.data.revision).toBe(opened.revision + 1);
      expect(drafted.body.data.draft).toMatchObject({
        settings: { page_width: 1440 },
        savedAt: new Date(now).toISOString(),
        savedBy: { email: DEMO_CREDENTIALS.creator.email },
      });
      expect(drafted.body.data.published.version).toBe(1);
      expect(await visitorSettings()).toEqual(before);
      expect((await state()).draft?.settings).toMatchObject({ page_width: 1440 });

      now += 60_000;
      const published = await publish(edited, drafted.body.data.revision);
      expect(published.status).toBe(200);
      expect(published.body.data).toMatchObject({
        revision: opened.revision + 2,
        draft: null,
        published: {
          version: 2,
          settings: { page_width: 1440 },
          publishedAt: new Date(now).toISOString(),
          publishedBy: { email: DEMO_CREDENTIALS.creator.email },
        },
      });
      expect(await visitorSettings()).toMatchObject({ page_width: 1440 });
    });

    it("discards a draft: visitors and the published settings stay", async () => {
      const opened = await state();
      const drafted = await saveDraft(
        { ...opened.published.settings, page_width: 1000 },
        opened.revision,
      );
      expect(drafted.status).toBe(200);
      const discarded = await call(
        "DELETE",
        `${PATH}/draft?baseRevision=${drafted.body.data.revision}`,
      );
      expect(discarded.status).toBe(200);
      expect(discarded.body.data).toMatchObject({ revision: opened.revision + 2, draft: null });
      expect(discarded.body.data.published).toEqual(opened.published);
      expect(await visitorSettings()).toMatchObject({ page_width: 1440 });
    });
  });

  describe("versions and restore", () => {
    it("lists versions newest first with their authors, and restores one as a new version", async () => {
      let opened = await state();
      now += 60_000;
      expect(
        (await publish({ ...opened.published.settings, page_width: 1600 }, opened.revision)).status,
      ).toBe(200);
      const listed = await versions();
      expect(listed.map((entry) => [entry.version, entry.live])).toEqual([
        [3, true],
        [2, false],
        [1, false],
      ]);
      expect(listed[0]).toMatchObject({
        publishedAt: new Date(now).toISOString(),
        publishedBy: {
          id: demoUserId(DEMO_CREDENTIALS.creator.email),
          email: DEMO_CREDENTIALS.creator.email,
        },
        restoredFrom: null,
      });
      expect(listed[2]?.publishedBy).toBeNull();

      opened = await state();
      now += 60_000;
      const restored = await call("POST", `${PATH}/restore`, {
        body: { version: 2, baseRevision: opened.revision },
      });
      expect(restored.status).toBe(200);
      expect(restored.body.data).toMatchObject({
        revision: opened.revision + 1,
        draft: null,
        published: { version: 4, settings: { page_width: 1440 } },
      });
      expect(await visitorSettings()).toMatchObject({ page_width: 1440 });
      expect((await versions())[0]).toMatchObject({ version: 4, restoredFrom: 2, live: true });
    });

    it("answers 404 for a version the shop does not have, and changes nothing", async () => {
      const opened = await state();
      const missing = await call("POST", `${PATH}/restore`, {
        body: { version: 99, baseRevision: opened.revision },
      });
      expect(missing.status).toBe(404);
      expect(await state()).toEqual(opened);
    });
  });

  describe("a write based on an old revision", () => {
    it("is a 409 that says so for draft, discard, publish and restore, and nothing changes", async () => {
      const opened = await state();
      const stale = opened.revision - 1;
      const settings = { ...opened.published.settings, page_width: 700 };
      const refused = [
        await saveDraft(settings, stale),
        await call("DELETE", `${PATH}/draft?baseRevision=${stale}`),
        await publish(settings, stale),
        await call("POST", `${PATH}/restore`, { body: { version: 1, baseRevision: stale } }),
      ];
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ code: "VERSION_CONFLICT", message: CONFLICT });
      }
      expect(await state()).toEqual(opened);
      expect(await visitorSettings()).toEqual(opened.published.settings);
    });

    it("counts a theme made live elsewhere (the CLI's publish or rollback): a write based on before is a 409", async () => {
      const opened = await state();
      const live = await shop.request(`${THEMES_API_PATH}/live`, {
        method: "POST",
        headers: { Host: DEMO, Authorization: `Bearer ${creator}` },
        body: JSON.stringify({ handle: "default" }),
      });
      expect(live.status).toBe(204);
      const stale = await saveDraft(opened.published.settings, opened.revision);
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(CONFLICT);
      expect((await state()).revision).toBe(opened.revision + 1);
    });

    it("lets only one of two publishes on the same revision through", async () => {
      const opened = await state();
      const [a, b] = await Promise.all([
        publish({ ...opened.published.settings, page_width: 800 }, opened.revision),
        publish({ ...opened.published.settings, page_width: 900 }, opened.revision),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const after = await state();
      expect(after.revision).toBe(opened.revision + 1);
      expect(after.published.version).toBe(opened.published.version + 1);
      const winner = a.status === 200 ? 800 : 900;
      expect(await visitorSettings()).toMatchObject({ page_width: winner });
    });
  });

  describe("settings the theme's schema does not allow", () => {
    const refusals: [string, Record<string, unknown>, string][] = [
      ["out of range", { page_width: 9000 }, "settings.page_width: must be between 600 and 2400"],
      ["an unknown font", { heading_font: "Papyrus" }, "settings.heading_font: "],
      [
        "a colour that is not one",
        { loading_indicator_color: "blue-ish" },
        "settings.loading_indicator_color: ",
      ],
      ["an unknown key", { admin: true }, "settings.admin: is not a setting of this theme"],
      [
        "a theme's own setting on the default theme",
        { hero_heading: "Hi" },
        "settings.hero_heading: is not a setting of this theme",
      ],
      [
        "home sections that are not a list",
        { home_sections: "hero" },
        "settings.home_sections: must be a list of at most 25 sections",
      ],
      [
        "more than 25 home sections",
        {
          home_sections: Array.from({ length: 26 }, (_, i) => ({
            id: `s${i}`,
            type: "hero",
            settings: {},
          })),
        },
        "settings.home_sections: must be a list of at most 25 sections",
      ],
      [
        "a home section of a type the theme does not declare",
        { home_sections: [{ id: "a", type: "carousel", settings: {} }] },
        "settings.home_sections[0].type: is not a section type of this theme",
      ],
      [
        "a section setting out of range",
        { home_sections: [{ id: "a", type: "product-grid", settings: { limit: 500 } }] },
        "settings.home_sections[0].settings.limit: must be between 2 and 24",
      ],
      [
        "more than 50 blocks in a section",
        {
          home_sections: [
            {
              id: "a",
              type: "rich-text",
              settings: {},
              blocks: Array.from({ length: 51 }, (_, i) => ({
                id: `b${i}`,
                type: "paragraph",
                settings: {},
              })),
            },
          ],
        },
        "settings.home_sections[0].blocks: must be a list of at most 50 blocks",
      ],
      [
        "a home section without a type",
        {
          home_sections: [
            { id: "a", type: "hero", settings: {} },
            { id: "b", settings: {} },
          ],
        },
        "settings.home_sections[1].type: must be the section's type",
      ],
    ];

    it.each(refusals)(
      "%s is a 400 naming the field, for a draft and a publish, and nothing is saved",
      async (_, change, message) => {
        const opened = await state();
        const settings = { ...opened.published.settings, ...change };
        for (const answer of [
          await saveDraft(settings, opened.revision),
          await publish(settings, opened.revision),
        ]) {
          expect(answer.status).toBe(400);
          expect(answer.body.code).toBe("VALIDATION_ERROR");
          expect(answer.body.message.startsWith(message)).toBe(true);
          expect(answer.body.issues?.[0]?.path).toBe(message.split(":")[0]);
        }
        expect(await state()).toEqual(opened);
      },
    );

    it("allows 25 sections and 50 blocks in one, which visitors then get", async () => {
      const opened = await state();
      expect(opened.sections).toEqual(DEFAULT_THEME_SECTIONS);
      const home_sections = Array.from({ length: 25 }, (_, i) => ({
        id: `s${i}`,
        type: "rich-text",
        settings: {},
        blocks: Array.from({ length: 50 }, (_, j) => ({
          id: `b${j}`,
          type: "paragraph",
          settings: { text: `Paragraph ${j}` },
        })),
      }));
      const answer = await publish(
        { ...opened.published.settings, home_sections },
        opened.revision,
      );
      expect(answer.status).toBe(200);
      expect((await visitorSettings())?.home_sections).toEqual(home_sections);
      // Back to the theme's own home page, for the tests after this one.
      const { home_sections: _arranged, ...themeHome } = answer.body.data.published.settings;
      expect((await publish(themeHome, answer.body.data.revision)).status).toBe(200);
    });

    it("lists every field in issues", async () => {
      const opened = await state();
      const refused = await publish(
        { page_width: 9000, heading_font: "Papyrus", admin: true },
        opened.revision,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("settings.page_width: must be between 600 and 2400");
      expect(refused.body.issues?.map((issue) => issue.path)).toEqual([
        "settings.page_width",
        "settings.heading_font",
        "settings.admin",
      ]);
    });

    it.each([
      ["settings not an object", { settings: [1], baseRevision: 0 }],
      ["settings missing", { baseRevision: 0 }],
      ["no base revision", { settings: {} }],
      ["a base revision that is not a number", { settings: {}, baseRevision: "1" }],
    ])("a malformed body (%s) is a 400", async (_, body) => {
      expect((await call("POST", `${PATH}/publish`, { body })).status).toBe(400);
      expect((await call("PUT", `${PATH}/draft`, { body })).status).toBe(400);
    });

    it("a discard without a base revision is a 400", async () => {
      expect((await call("DELETE", `${PATH}/draft`)).status).toBe(400);
      expect((await call("DELETE", `${PATH}/draft?baseRevision=x`)).status).toBe(400);
    });
  });

  describe("a theme's own settings", () => {
    beforeAll(async () => {
      const hero = {
        id: "hero",
        label: "Hero",
        settings: [{ type: "text", id: "hero_heading", label: "Heading", default: "New" }],
      } as const;
      const response = await uploadSettingsTheme(shop, {
        host: MINIMAL,
        token: minimalCreator,
        handle: "studio",
        groups: [hero],
      });
      expect(response.status).toBe(201);
    });

    it("refuses home sections on a theme whose home page has none", async () => {
      const opened = await state(MINIMAL, minimalCreator);
      expect(opened.sections.types).toEqual([]);
      const answer = await publish(
        { home_sections: [{ id: "a", type: "hero", settings: {} }] },
        opened.revision,
        MINIMAL,
        minimalCreator,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        "settings.home_sections[0].type: is not a section type of this theme",
      );
    });

    it("are in the schema, accepted and published on the shop whose live theme declares them", async () => {
      const opened = await state(MINIMAL, minimalCreator);
      expect(opened.handle).toBe("studio");
      expect(opened.schema.map((group) => group.id)).toContain("hero");
      const published = await publish(
        { ...opened.published.settings, page_width: 1440, hero_heading: "Autumn pieces" },
        opened.revision,
        MINIMAL,
        minimalCreator,
      );
      expect(published.status).toBe(200);
      expect(await visitorSettings(MINIMAL)).toMatchObject({
        page_width: 1440,
        hero_heading: "Autumn pieces",
      });
      expect((await versions(MINIMAL, minimalCreator))[0]).toMatchObject({
        version: 2,
        publishedBy: { email: MINIMAL_CREATOR.email },
      });
    });
  });

  describe("another of the shop's themes, edited and published with its settings", () => {
    const LOOKBOOK_1 = { handle: "lookbook", version: 1 };
    const LOOKBOOK_2 = { handle: "lookbook", version: 2 };
    const liveTheme = async () => {
      const theme = (await shop.api.getInitialState(DEMO)).shop?.theme;
      return { handle: theme?.handle, version: theme?.version };
    };
    const goLive = async (body: { handle: string; version?: number }) => {
      const answer = await shop.request(`${THEMES_API_PATH}/live`, {
        method: "POST",
        headers: { Host: DEMO, Authorization: `Bearer ${creator}` },
        body: JSON.stringify(body),
      });
      expect(answer.ok).toBe(true);
    };
    const tagline = (setting: Record<string, unknown>) => ({
      id: "lookbook",
      label: "Lookbook",
      settings: [{ id: "tagline", label: "Tagline", default: "new", ...setting }],
    });

    beforeAll(async () => {
      // Version 1's tagline is any text; version 2 makes it a choice of two.
      for (const [marker, group] of [
        ["1", tagline({ type: "text" })],
        ["2", tagline({ type: "select", options: [{ value: "new", label: "New" }] })],
      ] as const) {
        const response = await uploadSettingsTheme(shop, {
          host: DEMO,
          token: creator,
          handle: "lookbook",
          groups: [group],
          mark: marker,
        });
        expect(response.status).toBe(201);
      }
      await goLive({ handle: "default" });
    });

    it("answers the state with that version's schemas, not live; the live theme's without ?theme", async () => {
      const live = await state();
      expect(live).toMatchObject({ handle: "default", version: null, live: true });
      const other = await call("GET", `${PATH}?theme=lookbook@1`);
      expect(other.status).toBe(200);
      expect(other.body.data).toMatchObject({ handle: "lookbook", version: 1, live: false });
      expect(other.body.data.schema.map((group) => group.id)).toContain("lookbook");
      expect(other.body.data.revision).toBe(live.revision);
      expect(other.body.data.published).toEqual(live.published);
      expect((await call("GET", `${PATH}?theme=default`)).body.data).toMatchObject({
        handle: "default",
        live: true,
      });
    });

    it.each([
      ["lookbook", 400],
      ["lookbook@0", 400],
      ["default@1", 400],
      ["lookbook@9", 404],
      ["nothing@1", 404],
    ])("?theme=%s is a %i", async (theme, status) => {
      expect((await call("GET", `${PATH}?theme=${theme}`)).status).toBe(status);
    });

    it("refuses a draft for a theme that is not live (400 naming theme), and settings it does not allow", async () => {
      const opened = await state();
      const settings = { ...opened.published.settings, tagline: "Autumn" };
      const draft = await call("PUT", `${PATH}/draft`, {
        body: { settings, baseRevision: opened.revision, theme: LOOKBOOK_1 },
      });
      expect(draft.status).toBe(400);
      expect(draft.body.issues?.[0]?.path).toBe("theme");
      const foreign = await call("POST", `${PATH}/publish`, {
        body: { settings: { hero_heading: "x" }, baseRevision: opened.revision, theme: LOOKBOOK_1 },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe("settings.hero_heading: is not a setting of this theme");
      const missing = await call("POST", `${PATH}/publish`, {
        body: {
          settings,
          baseRevision: opened.revision,
          theme: { handle: "lookbook", version: 9 },
        },
      });
      expect(missing.status).toBe(404);
      expect(await state()).toEqual(opened);
      expect(await liveTheme()).toEqual({ handle: "default", version: null });
    });

    it("makes nothing live on a stale revision: theme and settings go together or not at all", async () => {
      const opened = await state();
      const stale = await call("POST", `${PATH}/publish`, {
        body: {
          settings: { ...opened.published.settings, tagline: "Autumn" },
          baseRevision: opened.revision - 1,
          theme: LOOKBOOK_1,
        },
      });
      expect(stale.status).toBe(409);
      expect(await liveTheme()).toEqual({ handle: "default", version: null });
      expect(await state()).toEqual(opened);
    });

    it("takes a write naming the live theme as one naming none (the customizer always names it)", async () => {
      const opened = await state();
      const theme = { handle: "default", version: null };
      const drafted = await call("PUT", `${PATH}/draft`, {
        body: { settings: opened.published.settings, baseRevision: opened.revision, theme },
      });
      expect(drafted.status).toBe(200);
      const published = await call("POST", `${PATH}/publish`, {
        body: { settings: opened.published.settings, baseRevision: opened.revision + 1, theme },
      });
      expect(published.status).toBe(200);
      expect(published.body.data).toMatchObject({ handle: "default", live: true, draft: null });
      expect(await liveTheme()).toEqual({ handle: "default", version: null });
    });

    it("publishes the settings and makes the theme live in one step", async () => {
      const opened = await state();
      now += 60_000;
      const published = await call("POST", `${PATH}/publish`, {
        body: {
          settings: { ...opened.published.settings, tagline: "Autumn" },
          baseRevision: opened.revision,
          theme: LOOKBOOK_1,
        },
      });
      expect(published.status).toBe(200);
      expect(published.body.data).toMatchObject({
        handle: "lookbook",
        version: 1,
        live: true,
        revision: opened.revision + 1,
        published: { version: opened.published.version + 1, settings: { tagline: "Autumn" } },
      });
      expect(await liveTheme()).toEqual(LOOKBOOK_1);
      expect(await visitorSettings()).toMatchObject({ tagline: "Autumn" });
    });

    it("restores a version under the live theme: another theme's keys dropped, a value it refuses a 400", async () => {
      const withTagline = (await state()).published.version;
      // Version 2 of the theme only allows "new": the restore would publish what a save refuses.
      await goLive(LOOKBOOK_2);
      let opened = await state();
      const refused = await call("POST", `${PATH}/restore`, {
        body: { version: withTagline, baseRevision: opened.revision },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("settings.tagline: must be one of new");
      expect(await state()).toEqual(opened);

      // The default theme has no tagline: the key is dropped, the rest restored.
      await goLive({ handle: "default" });
      opened = await state();
      const restored = await call("POST", `${PATH}/restore`, {
        body: { version: withTagline, baseRevision: opened.revision },
      });
      expect(restored.status).toBe(200);
      expect(restored.body.data.published).toMatchObject({
        version: opened.published.version + 1,
        settings: { page_width: expect.any(Number) },
      });
      expect(restored.body.data.published.settings).not.toHaveProperty("tagline");
      expect(await visitorSettings()).not.toHaveProperty("tagline");
    });
  });
});
