import { Hono } from "hono";
import sharp from "sharp";
import { z } from "zod";
import type { ShopDatabase } from "../db/database";
import { httpError } from "../http/http-error";
import { parseQuery } from "../http/validate";
import { createLruCache } from "./lru-cache";
import { loadMedia, mediaIdOf } from "./media-store";

const IMMUTABLE = "public, max-age=31536000, immutable";
const RESIZE_CACHE_BYTES = 64 * 1024 * 1024;

const resizeQuery = z
  .object({
    url: z.string().min(1).max(2000),
    width: z.coerce.number().int().min(1).max(4096).optional(),
    height: z.coerce.number().int().min(1).max(4096).optional(),
    fit: z.enum(["cover", "contain", "fill", "inside", "outside"]).default("cover"),
    format: z.literal("webp").default("webp"),
    quality: z.coerce.number().int().min(1).max(100).default(100),
  })
  .refine((q) => q.width !== undefined || q.height !== undefined, {
    message: "width or height is required",
    path: ["width"],
  });

const notFound = () => httpError(404, "Image not found.", { code: "NOT_FOUND" });

/**
 * Stored media at `GET /media/{id}` and the image-resizing service at `GET /images/resize`.
 * The resizer only reads this platform's own media: it never fetches a URL (no SSRF).
 */
export function mediaRoutes(db: ShopDatabase) {
  const resized = createLruCache<Uint8Array<ArrayBuffer>>(
    RESIZE_CACHE_BYTES,
    (bytes) => bytes.byteLength,
  );

  return new Hono()
    .get("/media/:id", async (c) => {
      const media = await loadMedia(db, c.req.param("id"));
      if (!media) throw notFound();
      c.header("Content-Type", media.contentType);
      c.header("Cache-Control", IMMUTABLE);
      return c.body(new Uint8Array(media.bytes));
    })
    .get("/images/resize", async (c) => {
      const query = parseQuery(c, resizeQuery);
      const host = c.req.header("Host") ?? new URL(c.req.url).host;
      const id = mediaIdOf(query.url, host);
      if (!id) throw notFound();
      const key = `${id}|${query.width}|${query.height}|${query.fit}|${query.quality}`;
      let output: Uint8Array<ArrayBuffer> | undefined = resized.get(key);
      if (!output) {
        const media = await loadMedia(db, id);
        // Audio is media too, but only images can be resized.
        if (!media?.contentType.startsWith("image/")) throw notFound();
        output = new Uint8Array(
          await sharp(media.bytes)
            .resize({ width: query.width, height: query.height, fit: query.fit })
            .webp({ quality: query.quality })
            .toBuffer(),
        );
        resized.set(key, output);
      }
      c.header("Content-Type", "image/webp");
      c.header("Cache-Control", IMMUTABLE);
      return c.body(output);
    });
}
