import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import {
  type ApiErrorBody,
  THEME_LIMITS,
  THEME_PREVIEW_COOKIE,
  THEME_QUOTAS,
  THEMES_API_PATH,
  type ThemePreviewGrant,
  type ThemeUpload,
  type ThemeVersion,
} from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoUserId, MINIMAL_CREATOR, MINIMAL_SHOP_ID } from "../seed/shops-seed";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { databaseThemeFileStore } from "./theme-file-store";
import { themeUploadOf } from "./theme-upload-of";
import { publishTheme } from "./theme-versions";

const DEMO = "demo.localhost";
const MINIMAL = "minimal.localhost";

/** A small theme build: an entry importing a shared module and a chunk of its own, and a stylesheet. */
function studioUpload(
  handle = "studio",
  marker = "one",
  extra: Partial<ThemeUpload["manifest"]> = {},
) {
  const upload = themeUploadOf({
    handle,
    entry: "theme.js",
    styles: ["theme.css"],
    files: {
      "page.js": `import { jsx } from "react/jsx-runtime";\nexport const Page = () => jsx("main", { children: "${marker}" });\n`,
      "theme.js": `import "react";\nconst page = () => import("./page.js");\nexport default { handle: "${handle}", page };\n`,
      "theme.css": `.studio { color: #123456; } /* ${marker} */\n`,
    },
    locales: ["en", "fr"],
  });
  return { ...upload, manifest: { ...upload.manifest, ...extra } };
}

/** An upload whose entry is `source` (and nothing else). */
function entryUpload(source: string, handle = "broken"): ThemeUpload {
  return themeUploadOf({ handle, entry: "theme.js", files: { "theme.js": source } });
}

/** An upload whose entry loads `chunk.js` (source `chunk`) as `import` says, with a stylesheet. */
function chunkedUpload(chunk: string, load: "import()" | "static import"): ThemeUpload {
  const entry =
    load === "import()"
      ? 'const page = () => import("./chunk.js");\nexport default { handle: "chunked", page };\n'
      : 'import page from "./chunk.js";\nexport default { handle: "chunked", page };\n';
  return themeUploadOf({
    handle: "chunked",
    entry: "theme.js",
    styles: ["theme.css"],
    files: { "theme.js": entry, "chunk.js": chunk, "theme.css": ".chunked { color: red; }\n" },
  });
}

describe.each(testBackends())("a shop's themes on $name", (backend) => {
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

  const call = (
    method: string,
    path: string,
    {
      token,
      body,
      host = DEMO,
      cookie,
    }: { token?: string; body?: unknown; host?: string; cookie?: string } = {},
  ) =>
    shop.request(path, {
      method,
      headers: {
        Host: host,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const publish = async (upload: unknown, token = creator, host = DEMO) => {
    const response = await call("POST", THEMES_API_PATH, { token, body: upload, host });
    return { response, body: (await response.json()) as { data: ThemeVersion } & ApiErrorBody };
  };
  const list = async (token = creator, host = DEMO) => {
    const response = await call("GET", THEMES_API_PATH, { token, host });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: ThemeVersion[] }).data;
  };
  const liveOf = async (host = DEMO) => (await shop.api.getInitialState(host)).shop?.theme;

  describe("who may call", () => {
    it.each([
      ["POST", THEMES_API_PATH, studioUpload()],
      ["GET", THEMES_API_PATH, undefined],
      ["POST", `${THEMES_API_PATH}/live`, { handle: "default" }],
      ["POST", `${THEMES_API_PATH}/preview`, { origin: "http://127.0.0.1:5174", handle: "studio" }],
    ])(
      "%s %s: 401 without a token, 403 for a member and for another shop's creator",
      async (method, path, body) => {
        expect((await call(method, path, { body })).status).toBe(401);
        expect((await call(method, path, { body, token: member })).status).toBe(403);
        expect((await call(method, path, { body, token: minimalCreator })).status).toBe(403);
      },
    );
  });

  describe("publish, list, live, rollback", () => {
    it("publishes version 1 live, then version 2, lists newest first and rolls back to 1", async () => {
      const first = await publish(studioUpload("studio", "one"));
      expect(first.response.status).toBe(201);
      expect(first.body.data).toMatchObject({
        handle: "studio",
        version: 1,
        live: true,
        publishedBy: { email: DEMO_CREDENTIALS.creator.email },
      });
      expect(first.body.data.scriptUrl).toMatch(
        /^http:\/\/demo\.localhost\/themes\/shop_demo\/studio\/1\/theme\.[0-9a-f]{8}\.js$/,
      );
      now += 60_000;
      const second = await publish(studioUpload("studio", "two"));
      expect(second.response.status).toBe(201);
      expect(second.body.data).toMatchObject({ version: 2, live: true });

      const versions = await list();
      expect(versions.map((entry) => [entry.version, entry.live])).toEqual([
        [2, true],
        [1, false],
      ]);
      const state = await liveOf();
      expect(state).toMatchObject({ handle: "studio", version: 2, preview: null });
      expect(state?.script).toBe(second.body.data.scriptUrl);
      expect(state?.styles).toEqual([
        expect.stringMatching(
          /^http:\/\/demo\.localhost\/themes\/shop_demo\/studio\/2\/theme\.[0-9a-f]{8}\.css$/,
        ),
      ]);

      const rollback = await call("POST", `${THEMES_API_PATH}/live`, {
        token: creator,
        body: { handle: "studio", version: 1 },
      });
      expect(rollback.status).toBe(200);
      expect(((await rollback.json()) as { data: ThemeVersion }).data).toMatchObject({
        version: 1,
        live: true,
      });
      expect(await liveOf()).toMatchObject({
        handle: "studio",
        version: 1,
        script: first.body.data.scriptUrl,
      });
    });

    it("answers 404 for a version the shop does not have, and 400 for a malformed request", async () => {
      const unknown = await call("POST", `${THEMES_API_PATH}/live`, {
        token: creator,
        body: { handle: "studio", version: 99 },
      });
      expect(unknown.status).toBe(404);
      const other = await call("POST", `${THEMES_API_PATH}/live`, {
        token: creator,
        body: { handle: "nothing", version: 1 },
      });
      expect(other.status).toBe(404);
      const bad = await call("POST", `${THEMES_API_PATH}/live`, {
        token: creator,
        body: { handle: "studio" },
      });
      expect(bad.status).toBe(400);
    });

    it("re-publishing a build that is already a version makes that version live, 200, no new number", async () => {
      const again = await publish(studioUpload("studio", "two"));
      expect(again.response.status).toBe(200);
      expect(again.body.data).toMatchObject({ version: 2, live: true });
      expect((await list()).filter((entry) => entry.handle === "studio")).toHaveLength(2);
    });

    it("gives two publishes racing on one handle two numbers", async () => {
      const [a, b] = await Promise.all([
        publish(studioUpload("racer", "a")),
        publish(studioUpload("racer", "b")),
      ]);
      expect([a.response.status, b.response.status]).toEqual([201, 201]);
      expect([a.body.data.version, b.body.data.version].sort()).toEqual([1, 2]);
    });

    it("goes back to the bundled default theme with { handle: 'default' } (204)", async () => {
      const back = await call("POST", `${THEMES_API_PATH}/live`, {
        token: creator,
        body: { handle: "default" },
      });
      expect(back.status).toBe(204);
      expect(await liveOf()).toEqual(
        expect.objectContaining({ handle: "default", version: null, script: null, styles: [] }),
      );
      expect((await list()).some((entry) => entry.live)).toBe(false);
    });

    it("keeps handles per shop: the minimal shop's `studio` is its own version 1", async () => {
      const mine = await publish(studioUpload("studio", "minimal's"), minimalCreator, MINIMAL);
      expect(mine.response.status).toBe(201);
      expect(mine.body.data).toMatchObject({ handle: "studio", version: 1 });
      expect(mine.body.data.scriptUrl).toContain("/themes/shop_minimal/studio/1/");
      expect((await list(minimalCreator, MINIMAL)).map((entry) => entry.handle)).toEqual([
        "studio",
      ]);
      // Each shop's `studio` 1 is its own build, at its own address.
      const ours = (await list()).find((entry) => entry.handle === "studio" && entry.version === 1);
      const body = async (url = "") => (await shop.request(new URL(url).pathname)).text();
      expect(ours?.scriptUrl).toContain("/themes/shop_demo/studio/1/");
      expect(await body(mine.body.data.scriptUrl)).not.toBe(await body(ours?.scriptUrl));
      expect((await shop.api.getInitialState(MINIMAL)).shop?.theme).toMatchObject({
        handle: "studio",
        version: 1,
      });
    });
  });

  describe("a published theme chosen in the customizer's frame (viewer.theme)", () => {
    const themeFor = async (theme: string, authToken?: string, host = DEMO) =>
      (await shop.api.getInitialState(host, { ...(authToken ? { authToken } : {}), theme })).shop
        ?.theme;

    it("shows the owner a version that is not live, and the bundled theme by `default`", async () => {
      expect(await liveOf()).toMatchObject({ handle: "default" });
      const chosen = await themeFor("studio@2", creator);
      expect(chosen).toMatchObject({ handle: "studio", version: 2, preview: null });
      expect(chosen?.script).toMatch(/\/themes\/shop_demo\/studio\/2\/theme\.[0-9a-f]{8}\.js$/);
      expect(await liveOf()).toMatchObject({ handle: "default" });

      const live = await call("POST", `${THEMES_API_PATH}/live`, {
        token: creator,
        body: { handle: "studio", version: 1 },
      });
      expect(live.status).toBe(200);
      expect(await themeFor("default", creator)).toMatchObject({
        handle: "default",
        version: null,
        script: null,
      });
      expect(await themeFor("studio@1", creator)).toMatchObject({ handle: "studio", version: 1 });
    });

    it("never shows it to a visitor, a member or another shop's creator: the live theme", async () => {
      for (const token of [undefined, member, minimalCreator, `${creator}x`]) {
        expect(await themeFor("studio@2", token)).toMatchObject({ handle: "studio", version: 1 });
        expect(await themeFor("default", token)).toMatchObject({ handle: "studio", version: 1 });
      }
    });

    it("ignores a version the shop does not have, and anything that is not handle@version", async () => {
      for (const theme of ["studio@99", "nothing@1", "studio", "studio@0", "../studio@2", ""]) {
        expect(await themeFor(theme, creator)).toMatchObject({ handle: "studio", version: 1 });
      }
      // The minimal shop has its own `studio` 1 only: the demo shop's 2 is not its to show.
      expect(await themeFor("studio@2", minimalCreator, MINIMAL)).toMatchObject({
        handle: "studio",
        version: 1,
        script: expect.stringContaining("/themes/shop_minimal/studio/1/"),
      });
      const back = await call("POST", `${THEMES_API_PATH}/live`, {
        token: creator,
        body: { handle: "default" },
      });
      expect(back.status).toBe(204);
    });
  });

  describe("serving versions", () => {
    it("serves each file immutable, typed, with ETag, nosniff and CORS; 304 on a match; 404 otherwise", async () => {
      const [latest] = await list();
      const script = await shop.request(new URL(latest?.scriptUrl ?? "").pathname);
      expect(script.status).toBe(200);
      expect(script.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
      expect(script.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(script.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(script.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(await script.text()).toContain("export default");
      const etag = script.headers.get("ETag") ?? "";
      expect(etag).not.toBe("");
      const again = await shop.request(new URL(latest?.scriptUrl ?? "").pathname, {
        headers: { "If-None-Match": etag },
      });
      expect(again.status).toBe(304);

      const styles = (await liveOf(MINIMAL))?.styles ?? [];
      const css = await shop.request(new URL(styles[0] ?? "http://x/").pathname);
      expect(css.headers.get("Content-Type")).toBe("text/css; charset=utf-8");

      for (const path of [
        "/themes/shop_demo/studio/9/theme.12345678.js",
        "/themes/shop_demo/studio/1/..%2F..%2Fpackage.json",
        "/themes/shop_demo/studio/1/theme.js",
        "/themes/minimal/theme.js",
      ]) {
        expect((await shop.request(path)).status, path).toBe(404);
      }
    });
  });

  describe("refused uploads: a 400 naming the field, and the live theme stays", () => {
    // Each in an upload window of its own: the upload rate has its own test (theme-quotas.test.ts).
    beforeEach(() => {
      now += THEME_QUOTAS.uploadWindowMs;
    });
    const bigRandom = randomBytes(40 * 1024).toString("base64");
    const mismatched = studioUpload("studio", "three");
    const firstFile = mismatched.manifest.files[0];
    if (firstFile) firstFile.sha256 = "0".repeat(64);
    const traversal = studioUpload("studio", "four");
    const entryPath = traversal.manifest.entry;
    const evil = "..theme.12345678.js";
    traversal.manifest.files = traversal.manifest.files.map((file) =>
      file.path === entryPath ? { ...file, path: evil } : file,
    );
    traversal.files[evil] = traversal.files[entryPath] ?? "";
    delete traversal.files[entryPath];
    const slashed = studioUpload("studio", "five");
    slashed.manifest.files = slashed.manifest.files.map((file, index) =>
      index === 0 ? { ...file, path: `../x/${file.path}` } : file,
    );

    it.each<[string, unknown, RegExp, RegExp?]>([
      [
        "a node: import",
        entryUpload('import fs from "node:fs";\nexport default fs;\n'),
        /^files\.theme\.[0-9a-f]{8}\.js$/,
        /node:fs/,
      ],
      [
        "an https import",
        entryUpload('import x from "https://x.example/a.js";\nexport default x;\n'),
        /^files\./,
        /https:\/\/x\.example/,
      ],
      [
        "a bare package",
        entryUpload('import x from "fs";\nexport default x;\n'),
        /^files\./,
        /"fs"/,
      ],
      [
        "a computed dynamic import",
        entryUpload("const name = 'a';\nexport default () => import(name);\n"),
        /^files\./,
        /computed/,
      ],
      [
        "a ./ import of a file not sent",
        entryUpload('import x from "./other.12345678.js";\nexport default x;\n'),
        /^files\./,
        /other/,
      ],
      [
        "an entry without a default export",
        entryUpload("export const x = 1;\n"),
        /^manifest\.entry$/,
      ],
      ["a hash that does not match", mismatched, /^manifest\.files\[0\]\.sha256$/],
      ["a path leaving the folder", traversal, /^manifest\.files\[\d\]\.path$/],
      ["a path with a folder", slashed, /^manifest\.files\[0\]\.path$/],
      ["a bad handle", studioUpload("Studio!"), /^manifest\.handle$/],
      ["the default handle", studioUpload("default"), /^manifest\.handle$/],
      [
        "over the gzip budget",
        entryUpload(`export default ${JSON.stringify(bigRandom)};\n`),
        /^manifest\.gzipBytes$/,
        /over the budget/,
      ],
      [
        "over the gzip budget in a chunk the entry loads with import()",
        chunkedUpload(`export default ${JSON.stringify(bigRandom)};\n`, "import()"),
        /^manifest\.gzipBytes$/,
        /over the budget of 30\.0 KB: chunk\.[0-9a-f]{8}\.js/,
      ],
      [
        "an entry importing a file of its own statically (the server renders the entry alone)",
        chunkedUpload("export default () => null;\n", "static import"),
        /^files\.theme\.[0-9a-f]{8}\.js$/,
        /"\.\/chunk\.[0-9a-f]{8}\.js" statically: the shop's server renders the entry alone/,
      ],
      [
        "a bad settings schema",
        studioUpload("studio", "six", {
          settings: [
            {
              id: "mine",
              label: "Mine",
              settings: [
                {
                  type: "range",
                  id: "page_width",
                  label: "Width",
                  min: 0,
                  max: 10,
                  step: 1,
                  default: 5,
                },
              ],
            },
          ],
        }),
        /^manifest\.settings/,
      ],
      [
        "a bad locale",
        studioUpload("studio", "seven", { locales: ["en", "not a tag!"] }),
        /^manifest\.locales\[1\]$/,
      ],
      ["no manifest", { files: {} }, /^manifest/],
    ])("%s", async (_name, upload, field, message) => {
      const before = await liveOf(MINIMAL);
      const { response, body } = await publish(upload, minimalCreator, MINIMAL);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(body.issues?.[0]?.path).toMatch(field);
      if (message) expect(body.message).toMatch(message);
      expect(await liveOf(MINIMAL)).toEqual(before);
    });

    it("lists every problem at once, each with its rule, and a script's at its line and column", async () => {
      const upload = entryUpload(
        'import fs from "node:fs";\nimport x from "https://x.example/a.js";\nexport const y = () => import(name);\n',
      );
      upload.manifest.locales = ["en", "not a tag!"];
      const { response, body } = await publish(upload, minimalCreator, MINIMAL);
      expect(response.status).toBe(400);
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(
        body.issues?.map(({ rule, line, column, message }) => ({
          rule,
          at: line === undefined ? null : `${line}:${column}`,
          message: message.slice(0, 30),
        })),
      ).toEqual([
        { rule: "imports", at: "1:1", message: 'imports the Node built-in "nod' },
        { rule: "imports", at: "2:1", message: 'imports "https://x.example/a.j' },
        { rule: "imports", at: "3:24", message: "imports a computed address (im" },
        { rule: "entry", at: null, message: "must export its theme (defineT" },
        { rule: "locales", at: null, message: '"not a tag!" is not a language' },
      ]);
      expect(body.message).toMatch(/\(and 4 more\)$/);
    });

    it("counts every file it ships, and names the figure and the largest files first", async () => {
      const { body } = await publish(
        chunkedUpload(`export default ${JSON.stringify(bigRandom)};\n`, "import()"),
        minimalCreator,
        MINIMAL,
      );
      expect(body.code).toBe("THEME_OVER_BUDGET");
      expect(body.message).toMatch(
        /^The theme's files are \d+\.\d KB gzipped, over the budget of 30\.0 KB: chunk\.[0-9a-f]{8}\.js \d+\.\d KB, theme\.[0-9a-f]{8}\.js \d+ B, theme\.[0-9a-f]{8}\.css \d+ B\.$/,
      );
      expect(THEME_LIMITS.gzipBudgetBytes).toBe(30 * 1024);
    });

    it("accepts a chunk the entry loads with import(), its figure every file gzipped, summed", async () => {
      const before = await liveOf(MINIMAL);
      const upload = chunkedUpload("export default () => null;\n", "import()");
      const { response, body } = await publish(upload, minimalCreator, MINIMAL);
      expect(response.status, JSON.stringify(body)).toBe(201);
      const eachFile = Object.values(upload.files).map(
        (base64) => gzipSync(Buffer.from(base64, "base64"), { level: 9 }).byteLength,
      );
      expect(eachFile).toHaveLength(3);
      expect(body.data.gzipBytes).toBe(eachFile.reduce((sum, bytes) => sum + bytes, 0));
      const back = await call("POST", `${THEMES_API_PATH}/live`, {
        token: minimalCreator,
        host: MINIMAL,
        body: { handle: before?.handle, version: before?.version },
      });
      expect(back.status).toBe(200);
    });

    it("answers 413 to a body beyond the upload limit", async () => {
      const huge = { manifest: {}, files: { "a.12345678.js": "A".repeat(3 * 1024 * 1024) } };
      const { response } = await publish(huge, minimalCreator, MINIMAL);
      expect(response.status).toBe(413);
    });

    it("leaves the previous live version when storing the files fails midway", async () => {
      const before = await liveOf(MINIMAL);
      const versionsBefore = (await list(minimalCreator, MINIMAL)).map((entry) => entry.version);
      const failing = {
        ...databaseThemeFileStore,
        async put() {
          throw new Error("disk full");
        },
      };
      await expect(
        publishTheme(shop.db, {
          shopId: MINIMAL_SHOP_ID,
          userId: demoUserId(MINIMAL_CREATOR.email),
          upload: studioUpload("studio", "eight"),
          store: failing,
        }),
      ).rejects.toThrow("disk full");
      expect(await liveOf(MINIMAL)).toEqual(before);
      expect((await list(minimalCreator, MINIMAL)).map((entry) => entry.version)).toEqual(
        versionsBefore,
      );
    });
  });

  describe("preview", () => {
    const requestPreview = (origin: string, token = creator) =>
      call("POST", `${THEMES_API_PATH}/preview`, { token, body: { origin, handle: "studio" } });

    it.each([
      "https://127.0.0.1:5174",
      "http://10.0.0.2:5174",
      "http://evil.example",
      "http://127.0.0.1.evil.example:80",
      "http://127.0.0.1:5174/path",
      "javascript:alert(1)",
    ])("refuses %s as the dev server's origin (400)", async (origin) => {
      expect((await requestPreview(origin)).status).toBe(400);
    });

    const grant = async (origin = "http://127.0.0.1:5174", token = creator) => {
      const response = await requestPreview(origin, token);
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: ThemePreviewGrant }).data;
    };
    const cookieOf = (response: Response) =>
      new RegExp(`${THEME_PREVIEW_COOKIE}=([^;]*)`).exec(
        response.headers.get("Set-Cookie") ?? "",
      )?.[1] ?? "";

    it.each(["http://127.0.0.1:5174", "http://localhost:5174", "http://[::1]:5174"])(
      "accepts %s and gives a one-time link on the shop's origin",
      async (origin) => {
        const { url, expiresAt } = await grant(origin);
        expect(url).toMatch(
          /^http:\/\/demo\.localhost\/api\/creators\/themes\/preview\/start\?token=[\w-]{43}$/,
        );
        expect(Date.parse(expiresAt) - now).toBe(5 * 60_000);
      },
    );

    it("sets a signed HttpOnly cookie once, which previews this shop for this creator only", async () => {
      const { url } = await grant();
      const path = new URL(url).pathname + new URL(url).search;
      const started = await call("GET", path);
      expect(started.status).toBe(302);
      expect(started.headers.get("Location")).toBe("/");
      const setCookie = started.headers.get("Set-Cookie") ?? "";
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      const cookie = cookieOf(started);

      expect((await call("GET", path)).status).toBe(410);

      const previewed = (
        await shop.api.getInitialState(DEMO, { authToken: creator, themePreview: cookie })
      ).shop?.theme;
      expect(previewed).toMatchObject({
        handle: "studio",
        version: null,
        script: "http://127.0.0.1:5174/theme.js",
        styles: ["http://127.0.0.1:5174/theme.css"],
        preview: { origin: "http://127.0.0.1:5174" },
      });
      // The browser that opened the link needs no login of its own: the link was its proof.
      expect(
        (await shop.api.getInitialState(DEMO, { themePreview: cookie })).shop?.theme.preview,
      ).toEqual({ origin: "http://127.0.0.1:5174" });
      // Someone else logged in on this shop, another shop, a tampered value: the live theme.
      for (const viewer of [
        { authToken: member, themePreview: cookie },
        { authToken: creator, themePreview: `${cookie.slice(0, -2)}xx` },
        { authToken: creator, themePreview: `e${cookie.slice(1)}` },
      ]) {
        expect((await shop.api.getInitialState(DEMO, viewer)).shop?.theme.preview).toBeNull();
      }
      expect(
        (
          await shop.api.getInitialState(MINIMAL, {
            authToken: minimalCreator,
            themePreview: cookie,
          })
        ).shop?.theme.preview,
      ).toBeNull();

      const stopped = await call("GET", `${THEMES_API_PATH}/preview/stop`, {
        cookie: `${THEME_PREVIEW_COOKIE}=${cookie}`,
      });
      expect(stopped.status).toBe(302);
      expect(stopped.headers.get("Set-Cookie")).toMatch(
        new RegExp(`^${THEME_PREVIEW_COOKIE}=;.*Max-Age=0`),
      );
    });

    it("ends when the creator's session that asked for it ends (logout)", async () => {
      const devLogin = await shop.api.sessions.sign({
        sub: demoUserId(DEMO_CREDENTIALS.creator.email),
        user_type: "CREATOR",
        shop_id: "shop_demo",
      });
      const { url } = await grant("http://127.0.0.1:5174", devLogin);
      const cookie = cookieOf(await call("GET", new URL(url).pathname + new URL(url).search));
      const viewer = { themePreview: cookie };
      expect((await shop.api.getInitialState(DEMO, viewer)).shop?.theme.preview).not.toBeNull();
      expect((await call("POST", "/api/auth/logout", { token: devLogin })).ok).toBe(true);
      expect((await shop.api.getInitialState(DEMO, viewer)).shop?.theme.preview).toBeNull();
    });

    it("refuses a link after five minutes, and a link of another shop", async () => {
      const { url } = await grant();
      const path = new URL(url).pathname + new URL(url).search;
      expect((await call("GET", path, { host: MINIMAL })).status).toBe(410);
      now += 5 * 60_000 + 1;
      expect((await call("GET", path)).status).toBe(410);
      expect((await call("GET", `${THEMES_API_PATH}/preview/start?token=nope`)).status).toBe(410);
    });

    it("shows the creator's browser a page saying to run vitrine theme dev again, and API clients JSON", async () => {
      const { url } = await grant();
      const path = new URL(url).pathname + new URL(url).search;
      await call("GET", path);
      const page = await shop.request(path, {
        headers: { Host: DEMO, Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      });
      expect(page.status).toBe(410);
      expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(page.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
      const html = await page.text();
      expect(html).toContain("<h1>This preview link has expired</h1>");
      expect(html).toContain("run <code>vitrine theme dev</code>");
      const json = await call("GET", path);
      expect(((await json.json()) as ApiErrorBody).code).toBe("PREVIEW_LINK_GONE");
    });

    it("ends with the cookie's twelve hours", async () => {
      const { url } = await grant();
      const started = await call("GET", new URL(url).pathname + new URL(url).search);
      const cookie = cookieOf(started);
      const viewer = { themePreview: cookie };
      expect((await shop.api.getInitialState(DEMO, viewer)).shop?.theme.preview).not.toBeNull();
      now += 12 * 60 * 60_000 + 1000;
      expect((await shop.api.getInitialState(DEMO, viewer)).shop?.theme.preview).toBeNull();
    });
  });
});
