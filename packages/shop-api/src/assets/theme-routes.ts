import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { Hono } from "hono";
import { httpError } from "../http/http-error";

const HANDLE = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** One file name, no folders: keeps requests inside the theme's own folder. */
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

/**
 * The assets host: `GET /themes/{handle}/{file}` (the entry is `theme.js`) from `themesDir`.
 * Names are not content-hashed, so caches revalidate with the ETag after five minutes.
 * Any origin may load them: the host imports the script as an ES module, which needs CORS.
 */
export function themeRoutes(themesDir: string) {
  return new Hono().get("/themes/:handle/:file", async (c) => {
    const { handle, file } = c.req.param();
    const contentType = CONTENT_TYPES[extname(file)];
    if (!HANDLE.test(handle) || !FILE.test(file) || file.includes("..") || !contentType) {
      throw httpError(404, "Theme file not found.", { code: "NOT_FOUND" });
    }
    let body: Buffer;
    try {
      body = await readFile(join(themesDir, handle, file));
    } catch {
      throw httpError(404, "Theme file not found.", { code: "NOT_FOUND" });
    }
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", "public, max-age=300, must-revalidate");
    c.header("Access-Control-Allow-Origin", "*");
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
    c.header("Content-Type", contentType);
    return c.body(new Uint8Array(body));
  });
}
