import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { THEMES_API_PATH, type ThemeVersion } from "@vitrine/contract";
import {
  createRecordingMail,
  createShopApi,
  generateSecrets,
  MINIMAL_CREATOR,
  MINIMAL_SHOP_ID,
  openDatabase,
  publishTheme,
  type ShopDatabase,
  seedDemo,
  themeUploadOf,
} from "@vitrine/shop-api";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHostServer } from "./create-host-server";
import { createRenderPool, type ThemeRenderPool } from "./render-pool";
import { STAND_IN_BUNDLE, standInTheme } from "./stand-in-isolate-bundle";
import { createThemeTrial } from "./theme-trial";

/**
 * The host server on the seeded shop API, with minimal's live theme swapped for hostile ones and
 * rendered through a real pool of worker processes: whatever the theme does, every page answers,
 * other shops answer, and the creator reads why their theme was taken off the server.
 */
let dir: string;
let db: ShopDatabase;
let app: Hono;
let pool: ThemeRenderPool;
let shopApi: ReturnType<typeof createShopApi>;
let creatorId: string;
const reported: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "vitrine-hostile-theme-"));
  await mkdir(join(dir, "assets"));
  await writeFile(
    join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><title>Vitrine</title></head><body><div id="app"></div></body></html>',
  );
  await writeFile(join(dir, "isolate-render.js"), STAND_IN_BUNDLE);
  db = await openDatabase({ dataDir: "memory://" });
  await seedDemo(db);
  creatorId = (
    await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", MINIMAL_CREATOR.email)
      .executeTakeFirstOrThrow()
  ).id;
  shopApi = createShopApi({ db, secrets: generateSecrets(), mail: createRecordingMail() });
  pool = createRenderPool({
    bundleFile: join(dir, "isolate-render.js"),
    sharedModules: ["react"],
    workers: 1,
    timeLimitMs: 500,
    memoryLimitMb: 32,
    reportError: () => {},
  });
  await pool.ready();
  shopApi.trialThemesWith(createThemeTrial({ pool, backend: shopApi }));
  app = await createHostServer({
    backend: shopApi,
    distDir: dir,
    themePool: pool,
    reportError: (error) => {
      reported.push(String(error));
    },
  });
});

afterAll(async () => {
  pool.dispose();
  await db?.destroy();
  await rm(dir, { recursive: true, force: true });
});

/** Makes `home` (a page function of the stand-in bundle) minimal's live theme. */
async function goLive(home: string) {
  await publishTheme(db, {
    shopId: MINIMAL_SHOP_ID,
    userId: creatorId,
    upload: themeUploadOf({
      handle: "minimal",
      entry: "theme.js",
      files: { "theme.js": standInTheme(home) },
    }),
  });
  // As the publish route does: the node's caches hear of the new live version.
  await shopApi.changeFeed.publish({ shopId: MINIMAL_SHOP_ID, scope: "theme" });
}

const visit = (host: string, path = "/") => app.request(path, { headers: { Host: host } });

/** The creator's `Authorization` header on the minimal shop. */
async function asCreator() {
  const token = await shopApi.sessions.sign({
    sub: creatorId,
    user_type: "CREATOR",
    shop_id: MINIMAL_SHOP_ID,
  });
  return `Bearer ${token}`;
}

/** Whether the creator's list says the live version is quarantined. */
async function liveQuarantined() {
  const list = await app.request(THEMES_API_PATH, {
    headers: { Host: "minimal.localhost", Authorization: await asCreator() },
  });
  const { data } = (await list.json()) as { data: ThemeVersion[] };
  return data.find((version) => version.live)?.health.state === "quarantined";
}

/** Uploads `home` as a new version through the shop's API, as `vitrine theme publish` does. */
async function upload(home: string) {
  return app.request(THEMES_API_PATH, {
    method: "POST",
    headers: {
      Host: "minimal.localhost",
      Authorization: await asCreator(),
      "Content-Type": "application/json",
    },
    body: JSON.stringify(
      themeUploadOf({
        handle: "minimal",
        entry: "theme.js",
        files: { "theme.js": standInTheme(home) },
      }),
    ),
  });
}

describe("a hostile live theme", () => {
  it("is rendered on the server while it behaves", async () => {
    await goLive('async () => "<main>served by the theme</main>"');
    const page = await visit("minimal.localhost");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("served by the theme");
  });

  it("finds no WebAssembly, whose memory would lie outside its limits and outlive the render", async () => {
    await goLive('async () => "<main>wasm: " + typeof WebAssembly + "</main>"');
    expect(await (await visit("minimal.localhost")).text()).toContain(
      "<main>wasm: undefined</main>",
    );
  });

  it("cannot throw into the host through the fetch bridge", async () => {
    await goLive(`async ({ hostFetch }) => {
      hostFetch.applyIgnored(undefined, ["/pod/products", "GET", "{not json"]);
      hostFetch.applyIgnored(undefined, ["http://[bad", "GET", "[]"]);
      return "<main>still here</main>";
    }`);
    const page = await visit("minimal.localhost");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("still here");
  });

  it("asks in vain for a redirect that leaves the shop: the page renders in the browser", async () => {
    await goLive('async () => ({ redirect: "http://x//evil.example/phish" })');
    const page = await visit("minimal.localhost");
    expect(page.status).toBe(200);
    expect(page.headers.get("Location")).toBeNull();
    await goLive('async () => ({ redirect: "/products?from=theme" })');
    const moved = await visit("minimal.localhost");
    expect([moved.status, moved.headers.get("Location")]).toEqual([302, "/products?from=theme"]);
  });

  it("that aborts its worker natively costs its visitors nothing, nor other shops, and is quarantined", async () => {
    await goLive(
      "async () => { const cell = new Int32Array(new SharedArrayBuffer(4)); await Atomics.waitAsync(cell, 0, 0, 10).value; }",
    );
    for (let visitNumber = 0; visitNumber < 8 && !(await liveQuarantined()); visitNumber += 1) {
      const page = await visit("minimal.localhost");
      // The page the browser renders: the theme's markup is not in it.
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain("<main>");
      expect((await visit("demo.localhost")).status).toBe(200);
      // The next visit finds the fresh worker, however long a busy machine takes to start it.
      await pool.ready();
    }
    // Three charged crashes take it off the server; a first one may follow the last version's
    // render closely enough to leave two suspects, and charge neither.
    expect(pool.stats().crashed).toBeGreaterThanOrEqual(3);
    expect(reported.some((line) => /render worker ended/.test(line))).toBe(true);
  }, 30_000);

  it("is reported to its creator, and to no one else", async () => {
    const list = (authorization: string) =>
      app.request(THEMES_API_PATH, {
        headers: { Host: "minimal.localhost", Authorization: authorization },
      });
    const versions = (
      (await (await list(await asCreator())).json()) as {
        data: ThemeVersion[];
      }
    ).data;
    expect(versions.find((version) => version.live)?.health).toMatchObject({
      state: "quarantined",
      kind: "crash",
      reason: expect.stringMatching(/render worker ended/),
    });
    expect(versions.filter((version) => version.health.state === "quarantined")).toHaveLength(1);
    expect((await list("")).status).toBe(401);
  });

  it("is not rendered on the server again until the shop goes live with another version", async () => {
    const crashed = pool.stats().crashed;
    expect((await visit("minimal.localhost")).status).toBe(200);
    expect(pool.stats().crashed).toBe(crashed);
    await goLive('async () => "<main>fixed</main>"');
    expect(await (await visit("minimal.localhost")).text()).toContain("fixed");
  });
});

describe("a theme is rendered before it can go live", () => {
  it("refuses an upload whose page runs out of time, naming the page and the error", async () => {
    await goLive('async () => "<main>the live one</main>"');
    const refused = await upload(
      "async ({ request }) => { if (request.url.startsWith('/products/')) for (;;) {} return '<main>ok</main>'; }",
    );
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { code: string; message: string; issues: unknown[] };
    expect(body.code).toBe("THEME_RENDER_FAILED");
    expect(body.message).toMatch(
      /^The theme's page \/products\/[^ ]+ ran out of time \(.*\)\. Nothing was published\.$/,
    );
    expect(await (await visit("minimal.localhost")).text()).toContain("the live one");
  });

  it("publishes one whose pages render, even where a page only throws", async () => {
    const published = await upload(
      "async ({ request }) => { if (request.url === '/cart') throw new Error('no cart page'); return '<main>tried and live</main>'; }",
    );
    expect(published.status).toBe(201);
    expect(await (await visit("minimal.localhost")).text()).toContain("tried and live");
  });
});
