import { createHash } from "node:crypto";
import { THEME_HANDLE } from "@vitrine/contract";
import { Hono } from "hono";
import type { ShopDatabase } from "../db/database";
import { httpError } from "../http/http-error";
import { databaseThemeFileStore, type ThemeFileStore } from "../themes/theme-file-store";
import { THEME_FILE_PATH, THEME_FILE_TYPES } from "../themes/theme-upload-check";

const SHOP_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VERSION = /^[1-9][0-9]{0,8}$/;

const notFound = () => httpError(404, "Theme file not found.", { code: "NOT_FOUND" });

/**
 * The assets host: `GET /themes/{shopId}/{handle}/{version}/{path}`, a published version's files.
 * A version never changes once stored, so each address is cached for a year (`immutable`). Any
 * origin may load them: the host imports the script as an ES module, which needs CORS. Nothing
 * here is a page: `nosniff`, and a sandboxing CSP should one be opened on its own.
 */
export function themeFileRoutes(db: ShopDatabase, store: ThemeFileStore = databaseThemeFileStore) {
  return new Hono().get("/themes/:shopId/:handle/:version/:path", async (c) => {
    const { shopId, handle, version, path } = c.req.param();
    const type = THEME_FILE_TYPES[path.slice(path.lastIndexOf(".") + 1)];
    if (
      !SHOP_ID.test(shopId) ||
      !THEME_HANDLE.test(handle) ||
      !VERSION.test(version) ||
      !THEME_FILE_PATH.test(path) ||
      type === undefined
    ) {
      throw notFound();
    }
    const body = await store.get(db, { shopId, handle, version: Number(version) }, path);
    if (body === null) throw notFound();
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Access-Control-Allow-Origin", "*");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; sandbox");
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
    c.header("Content-Type", type);
    return c.body(new Uint8Array(body));
  });
}
