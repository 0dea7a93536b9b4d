import {
  THEME_SETTINGS_API_PATH,
  THEMES_API_PATH,
  type ThemeSettingsState,
} from "@vitrine/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createShopApi } from "../app";
import { generateSecrets } from "../auth/secrets";
import { type Change, openChangeFeed } from "../db/change-feed";
import { createRecordingMail } from "../testing/recording-mail";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { themeUploadOf } from "./theme-upload-of";

describe.each(testBackends())("what theme writes tell the change feed on $name", (backend) => {
  let shop: TestShop;
  let creator: string;
  const told: Array<Change | null> = [];

  beforeAll(async () => {
    shop = await openTestShop(backend);
    ({ creator } = await demoCallerTokens(shop.api.sessions));
    shop.api.changeFeed.subscribe((change) => told.push(change));
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    told.length = 0;
  });

  const send = async (method: string, path: string, body: unknown) => {
    const response = await shop.request(path, {
      method,
      headers: { Authorization: `Bearer ${creator}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
    return response.status === 204 ? null : ((await response.json()) as { data: unknown }).data;
  };
  const settingsState = async () =>
    (
      (await (
        await shop.request(THEME_SETTINGS_API_PATH, {
          headers: { Authorization: `Bearer ${creator}` },
        })
      ).json()) as { data: ThemeSettingsState }
    ).data;

  it("tells nothing of a draft, which visitors do not see, and the settings once published", async () => {
    const opened = await settingsState();
    const settings = { ...opened.published.settings, page_width: 1200 };
    await send("PUT", `${THEME_SETTINGS_API_PATH}/draft`, {
      settings,
      baseRevision: opened.revision,
    });
    expect(told).toEqual([]);
    await send("POST", `${THEME_SETTINGS_API_PATH}/publish`, {
      settings,
      baseRevision: opened.revision + 1,
    });
    expect(told).toEqual([{ shopId: "shop_demo", scope: "settings" }]);
  });

  it("tells the theme when a version is published and when another is made live", async () => {
    const upload = themeUploadOf({
      handle: "changes",
      entry: "theme.js",
      files: { "theme.js": "export default {};" },
    });
    await send("POST", THEMES_API_PATH, upload);
    expect(told).toEqual([{ shopId: "shop_demo", scope: "theme" }]);
    await send("POST", `${THEMES_API_PATH}/live`, { handle: "default" });
    expect(told).toEqual([
      { shopId: "shop_demo", scope: "theme" },
      { shopId: "shop_demo", scope: "theme" },
    ]);
  });
});

const postgres = testBackends().find((backend) => backend.name === "postgres");

describe.skipIf(!postgres)("theme writes on two nodes over PostgreSQL", () => {
  it("tells the other node of a settings publish within a second", async () => {
    const databaseUrl = postgres?.databaseUrl;
    const [feedA, feedB] = [
      await openChangeFeed({ databaseUrl }),
      await openChangeFeed({ databaseUrl }),
    ];
    const secrets = generateSecrets();
    const nodeA = await openTestShop(
      { name: "postgres", databaseUrl },
      { secrets, changeFeed: feedA },
    );
    try {
      // Node B: the same database and secrets, its own process state and feed.
      createShopApi({ db: nodeA.db, secrets, mail: createRecordingMail(), changeFeed: feedB });
      const heardByB: Array<Change | null> = [];
      feedB.subscribe((change) => heardByB.push(change));
      const { creator } = await demoCallerTokens(nodeA.api.sessions);
      const auth = { Authorization: `Bearer ${creator}` };
      const opened = (
        (await (await nodeA.request(THEME_SETTINGS_API_PATH, { headers: auth })).json()) as {
          data: ThemeSettingsState;
        }
      ).data;
      const published = await nodeA.request(`${THEME_SETTINGS_API_PATH}/publish`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({
          settings: opened.published.settings,
          baseRevision: opened.revision,
        }),
      });
      expect(published.status).toBe(200);
      const until = Date.now() + 1000;
      while (heardByB.length === 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(heardByB).toEqual([{ shopId: "shop_demo", scope: "settings" }]);
    } finally {
      await nodeA.close();
      await Promise.all([feedA.close(), feedB.close()]);
    }
  });
});
