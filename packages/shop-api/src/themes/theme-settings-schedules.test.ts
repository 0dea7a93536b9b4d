import {
  type ApiErrorBody,
  MAX_PENDING_SCHEDULES,
  THEME_SETTINGS_API_PATH,
  THEMES_API_PATH,
  type ThemeSettings,
  type ThemeSettingsSchedule,
  type ThemeSettingsState,
  type ThemeSettingsVersion,
} from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopApi } from "../app";
import { generateSecrets } from "../auth/secrets";
import { createRecordingMail } from "../testing/recording-mail";
import { uploadSettingsTheme } from "../testing/settings-theme";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const DEMO = "demo.localhost";
const MINIMAL = "minimal.localhost";
const PATH = THEME_SETTINGS_API_PATH;
const SCHEDULES = `${PATH}/schedules`;
const MINUTE = 60_000;

describe.each(testBackends())("scheduled publishing of theme settings on $name", (backend) => {
  let shop: TestShop;
  let now = Date.parse("2026-11-20T10:00:00Z");
  const clock = () => new Date(now);
  let creator: string;
  let member: string;
  let minimalCreator: string;

  beforeAll(async () => {
    shop = await openTestShop(backend, { clock });
    ({ creator, member, minimalCreator } = await demoCallerTokens(shop.api.sessions));
  });
  afterAll(() => shop.close());

  const call = async <T>(
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
    return { status: response.status, body: (await response.json()) as { data: T } & ApiErrorBody };
  };
  const state = async (host = DEMO, token = creator) =>
    (await call<ThemeSettingsState>("GET", PATH, { host, token })).body.data;
  const versions = async (host = DEMO, token = creator) =>
    (await call<ThemeSettingsVersion[]>("GET", `${PATH}/versions`, { host, token })).body.data;
  const schedules = async (host = DEMO, token = creator) =>
    (await call<ThemeSettingsSchedule[]>("GET", SCHEDULES, { host, token })).body.data;
  const schedule = (
    settings: unknown,
    baseRevision: number,
    publishAt: number,
    { host = DEMO, token = creator } = {},
  ) =>
    call<ThemeSettingsSchedule[]>("POST", SCHEDULES, {
      host,
      token,
      body: { settings, baseRevision, publishAt: new Date(publishAt).toISOString() },
    });
  const cancel = (id: string, host = DEMO, token = creator) =>
    call<ThemeSettingsSchedule[]>("DELETE", `${SCHEDULES}/${id}`, { host, token });
  const visitorSettings = async (host = DEMO) =>
    (await shop.api.getInitialState(host)).shop?.theme?.settings as ThemeSettings &
      Record<string, unknown>;

  describe("who may call", () => {
    it.each([
      ["GET", SCHEDULES, undefined],
      ["POST", SCHEDULES, { settings: {}, baseRevision: 0, publishAt: "2026-11-21T10:00:00Z" }],
      ["DELETE", `${SCHEDULES}/sch_none`, undefined],
    ])(
      "%s %s: 401 without a token, 403 for a member and for another shop's creator",
      async (method, path, body) => {
        expect((await call(method, path, { body, token: null })).status).toBe(401);
        expect((await call(method, path, { body, token: member })).status).toBe(403);
        expect((await call(method, path, { body, token: minimalCreator })).status).toBe(403);
      },
    );
  });

  describe("what a schedule must be", () => {
    it("refuses a time past, now, or more than a year ahead, naming publishAt", async () => {
      const opened = await state();
      for (const at of [now - MINUTE, now, now + 366 * 24 * 60 * MINUTE]) {
        const answer = await schedule(opened.published.settings, opened.revision, at);
        expect(answer.status).toBe(400);
        expect(answer.body.issues?.[0]?.path).toBe("publishAt");
      }
      expect(await schedules()).toEqual([]);
    });

    it("refuses a value the live theme does not allow, and a stale revision (409)", async () => {
      const opened = await state();
      const bad = await schedule(
        { ...opened.published.settings, page_width: 9000 },
        opened.revision,
        now + MINUTE,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^settings\.page_width: /);
      const stale = await schedule(opened.published.settings, opened.revision + 1, now + MINUTE);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe("VERSION_CONFLICT");
      expect(await schedules()).toEqual([]);
    });

    it(`takes ${MAX_PENDING_SCHEDULES} pending at most (409), and each can be cancelled`, async () => {
      const opened = await state();
      for (let index = 1; index <= MAX_PENDING_SCHEDULES; index += 1) {
        const made = await schedule(
          opened.published.settings,
          opened.revision,
          now + index * MINUTE,
        );
        expect(made.status).toBe(200);
      }
      const over = await schedule(opened.published.settings, opened.revision, now + MINUTE);
      expect(over.status).toBe(409);
      expect(over.body.code).toBe("TOO_MANY_SCHEDULES");
      const listed = await schedules();
      expect(listed.map((item) => item.publishAt)).toEqual(
        listed.map((item) => item.publishAt).sort(),
      );
      for (const { id } of listed) expect((await cancel(id)).status).toBe(200);
      expect(await schedules()).toEqual([]);
      expect((await state()).revision).toBe(opened.revision);
    });
  });

  describe("going live", () => {
    it("publishes the settings at their time as a version by their creator, once, and visitors see them", async () => {
      const opened = await state();
      const before = await versions();
      const settings = { ...opened.published.settings, page_width: 1320 };
      const made = await schedule(settings, opened.revision, now + 10 * MINUTE);
      expect(made.body.data).toMatchObject([
        {
          state: "pending",
          publishAt: "2026-11-20T10:10:00.000Z",
          createdBy: { email: DEMO_CREDENTIALS.creator.email },
          theme: { handle: opened.handle, version: opened.version },
        },
      ]);
      now += 9 * MINUTE;
      expect((await visitorSettings()).page_width).toBe(opened.published.settings.page_width);

      now += MINUTE;
      // No timer runs here: the read itself publishes what is due.
      expect((await visitorSettings()).page_width).toBe(1320);
      expect(await shop.api.themeScheduler.publishDue()).toBe(0);
      const after = await versions();
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({
        live: true,
        publishedAt: "2026-11-20T10:10:00.000Z",
        publishedBy: { email: DEMO_CREDENTIALS.creator.email },
      });
      expect((await schedules())[0]).toMatchObject({
        state: "published",
        publishedVersion: after[0]?.version,
        failure: null,
      });
      // An open customizer's next write is refused: it loads what went live.
      expect((await state()).revision).toBe(opened.revision + 1);
    });

    it("publishes once when three nodes on one database run their schedulers at the same moment", async () => {
      // Each node's scheduler takes one run at a time: two more nodes run beside this one.
      const node = () =>
        createShopApi({
          db: shop.db,
          secrets: generateSecrets(),
          mail: createRecordingMail(),
          clock,
        });
      const others = [node(), node()];
      const opened = await state();
      const count = (await versions()).length;
      await schedule(
        { ...opened.published.settings, page_width: 1300 },
        opened.revision,
        now + MINUTE,
      );
      now += MINUTE;
      const taken = await Promise.all(
        [shop.api, ...others].map((api) => api.themeScheduler.publishDue()),
      );
      expect(taken.reduce((sum, each) => sum + each, 0)).toBe(1);
      expect(await versions()).toHaveLength(count + 1);
      expect((await visitorSettings()).page_width).toBe(1300);
    });

    it("keeps a draft the owner went on with, and clears one that was what went live", async () => {
      let opened = await state();
      const scheduled = { ...opened.published.settings, page_width: 1280 };
      await schedule(scheduled, opened.revision, now + MINUTE);
      const editing = { ...opened.published.settings, page_width: 1500 };
      await call("PUT", `${PATH}/draft`, {
        body: { settings: editing, baseRevision: opened.revision },
      });
      now += MINUTE;
      await shop.api.themeScheduler.publishDue();
      opened = await state();
      expect(opened.published.settings.page_width).toBe(1280);
      expect(opened.draft?.settings.page_width).toBe(1500);

      const next = { ...opened.published.settings, page_width: 1240 };
      await call("PUT", `${PATH}/draft`, {
        body: { settings: next, baseRevision: opened.revision },
      });
      await schedule(next, opened.revision + 1, now + MINUTE);
      now += MINUTE;
      await shop.api.themeScheduler.publishDue();
      expect((await state()).draft).toBeNull();
    });

    it("publishes nothing for a cancelled schedule; a done one cannot be cancelled (409), an unknown one is 404", async () => {
      const opened = await state();
      const [made] = (
        await schedule(
          { ...opened.published.settings, page_width: 1700 },
          opened.revision,
          now + MINUTE,
        )
      ).body.data;
      expect((await cancel(made?.id ?? "")).body.data.some((item) => item.id === made?.id)).toBe(
        false,
      );
      now += MINUTE;
      expect(await shop.api.themeScheduler.publishDue()).toBe(0);
      expect((await visitorSettings()).page_width).toBe(opened.published.settings.page_width);
      expect((await cancel(made?.id ?? "")).status).toBe(404);
      const published = (await schedules()).find((item) => item.state === "published");
      const done = await cancel(published?.id ?? "");
      expect(done.status).toBe(409);
      expect(done.body.code).toBe("SCHEDULE_DONE");
    });

    it("fails visibly, publishing nothing, when the live theme changed and the settings no longer fit it", async () => {
      const hero = {
        id: "hero",
        label: "Hero",
        settings: [{ type: "text", id: "hero_heading", label: "Heading", default: "New" }],
      } as const;
      const uploaded = await uploadSettingsTheme(shop, {
        host: MINIMAL,
        token: minimalCreator,
        handle: "dropper",
        groups: [hero],
      });
      expect(uploaded.status).toBe(201);
      const opened = await state(MINIMAL, minimalCreator);
      const settings = { ...opened.published.settings, hero_heading: "Drop at six" };
      const made = await schedule(settings, opened.revision, now + MINUTE, {
        host: MINIMAL,
        token: minimalCreator,
      });
      expect(made.status).toBe(200);
      const live = await shop.request(`${THEMES_API_PATH}/live`, {
        method: "POST",
        headers: { Host: MINIMAL, Authorization: `Bearer ${minimalCreator}` },
        body: JSON.stringify({ handle: "default" }),
      });
      expect(live.status).toBe(204);
      const count = (await versions(MINIMAL, minimalCreator)).length;
      now += MINUTE;
      expect(await shop.api.themeScheduler.publishDue()).toBe(1);
      expect(await versions(MINIMAL, minimalCreator)).toHaveLength(count);
      expect((await visitorSettings(MINIMAL)).hero_heading).toBeUndefined();
      const [failed] = await schedules(MINIMAL, minimalCreator);
      expect(failed).toMatchObject({ state: "failed", publishedVersion: null });
      expect(failed?.failure).toBe(
        "The live theme is default now, not dropper@1, and these settings do not fit it: settings.hero_heading: is not a setting of this theme",
      );
    });
  });
});
