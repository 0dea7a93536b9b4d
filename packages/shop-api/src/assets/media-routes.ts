import { createHash } from "node:crypto";
import { IMAGE_FITS, IMAGE_WIDTHS } from "@vitrine/contract";
import { type Context, Hono } from "hono";
import sharp from "sharp";
import { z } from "zod";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { parseQuery } from "../http/validate";
import { byteRange } from "./byte-range";
import { MAX_INPUT_PIXELS } from "./image-limits";
import { type MediaSigner, SIGNED_MEDIA_TTL_SECONDS } from "./media-signing";
import { type MediaFacts, type MediaRef, mediaRefOf } from "./media-store";
import { createResizedImageCache } from "./resized-image-cache";
import { createWorkQueue, QueueFullError, type WorkQueue } from "./work-queue";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Two resizes at once (one a core) and sixteen waiting; past that 503, retried a second later. */
export const createResizeQueue = () => createWorkQueue({ concurrency: 2, maxQueued: 16 });

const widthSchema = z.coerce
  .number()
  .int()
  .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), {
    message: `Use one of ${IMAGE_WIDTHS.join(", ")}.`,
  });

const resizeQuery = z
  .object({
    url: z.string().min(1).max(2000),
    width: widthSchema.optional(),
    height: widthSchema.optional(),
    fit: z.enum(IMAGE_FITS as [string, ...string[]]).default("cover"),
    // The spec's output: webp at quality 100. Named so links stay valid; nothing else accepted.
    format: z.literal("webp").default("webp"),
    quality: z.literal("100").optional(),
  })
  .strict()
  .refine((q) => q.width !== undefined || q.height !== undefined, {
    message: "width or height is required",
    path: ["width"],
  });

const signedQuery = z.object({
  v: z.string().min(1).max(100),
  exp: z.coerce.number().int().positive(),
  sig: z.string().max(100),
});

const notFound = () => httpError(404, "Media not found.", { code: "NOT_FOUND" });
const forbidden = () =>
  httpError(403, "This link has expired or is not yours. Open the page again.", {
    code: "MEDIA_FORBIDDEN",
  });
/** No such file in this shop: a signed link used on another shop is refused as a bad link. */
const missing = (ref: MediaRef) => (ref.query.has("sig") ? forbidden() : notFound());

/**
 * How a response of `media` may be cached, after refusing a gated file whose URL (its `query`)
 * is not signed for this shop: public files for a year, signed ones privately and briefly.
 */
function cacheControlFor(
  signer: MediaSigner,
  shopId: string,
  ref: MediaRef,
  media: MediaFacts,
): string {
  if (!media.gated) return IMMUTABLE;
  const signed = signedQuery.safeParse(Object.fromEntries(ref.query));
  const valid =
    signed.success &&
    signer.verify(ref.id, shopId, {
      viewer: signed.data.v,
      expires: signed.data.exp,
      signature: signed.data.sig,
    });
  if (!valid) throw forbidden();
  return `private, max-age=${Math.min(SIGNED_MEDIA_TTL_SECONDS, 600)}`;
}

/** The file, whole or the one range a player asks, with headers that let players seek. */
function serveFile(c: Context<ShopEnv>, contentType: string, bytes: Uint8Array) {
  c.header("Content-Type", contentType);
  c.header("Accept-Ranges", "bytes");
  const size = bytes.byteLength;
  const range = byteRange(c.req.header("Range"), size);
  if (range === "unsatisfiable") {
    c.header("Content-Range", `bytes */${size}`);
    return c.body(null, 416);
  }
  if (range === null) return c.body(new Uint8Array(bytes));
  c.header("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  return c.body(new Uint8Array(bytes.subarray(range.start, range.end + 1)), 206);
}

/**
 * Stored media at `GET /media/{id}` and the image-resizing service at `GET /images/resize`, each
 * serving only the files of the request's shop. Public media is cached for a year; gated media
 * (video and audio sources) answers only a URL signed for its viewer and shop, privately, and so
 * does its resized image. The resizer only reads this platform's own files (it never fetches a
 * URL), at the sizes of `IMAGE_WIDTHS`, a few at a time, and keeps what it made on disk.
 */
export function mediaRoutes({
  db,
  mediaSigner,
  mediaStore,
  imageCacheDir,
  resizeQueue,
}: ShopApiDeps) {
  const cache = createResizedImageCache(imageCacheDir);
  // One libvips thread a resize (the default only on glibc Linux), so the queue's concurrency is
  // the number of cores resizing can take, on every platform.
  sharp.concurrency(1);

  return new Hono<ShopEnv>()
    .get("/media/:id", async (c) => {
      const shopId = c.var.shop.id;
      const ref = { id: c.req.param("id"), query: new URL(c.req.url).searchParams };
      const media = await mediaStore.facts(db, shopId, ref.id);
      if (!media) throw missing(ref);
      c.header("Cache-Control", cacheControlFor(mediaSigner, shopId, ref, media));
      return serveFile(c, media.contentType, await mediaStore.bytes(db, ref.id));
    })
    .get("/images/resize", async (c) => {
      const shopId = c.var.shop.id;
      const query = parseQuery(c, resizeQuery);
      const ref = mediaRefOf(query.url, c.req.header("Host") ?? new URL(c.req.url).host);
      const media = ref && (await mediaStore.facts(db, shopId, ref.id));
      // Audio is media too, but only images can be resized.
      if (!ref) throw notFound();
      if (!media) throw missing(ref);
      if (!media.contentType.startsWith("image/")) throw notFound();
      const cacheControl = cacheControlFor(mediaSigner, shopId, ref, media);
      const key = `${ref.id}|${query.width}|${query.height}|${query.fit}`;
      // Media never changes under its id, so the tag of a key is the tag of its image.
      const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
      // Only what was made is cacheable: a 503 or a 422 must not be kept for a year.
      const cacheable = () => {
        c.header("Cache-Control", cacheControl);
        c.header("ETag", etag);
      };
      if (c.req.header("If-None-Match") === etag) {
        cacheable();
        return c.body(null, 304);
      }

      let output = await cache.get(key);
      if (!output) {
        try {
          output = await resize(resizeQueue, await mediaStore.bytes(db, ref.id), query);
        } catch (error) {
          if (!(error instanceof QueueFullError)) throw error;
          c.header("Retry-After", "1");
          throw httpError(503, "Images are busy. Try again in a moment.", { code: "RESIZE_BUSY" });
        }
        await cache.set(key, output);
      }
      cacheable();
      c.header("Content-Type", "image/webp");
      return c.body(new Uint8Array(output));
    });
}

async function resize(
  queue: WorkQueue,
  bytes: Uint8Array,
  size: { width?: number; height?: number; fit: string },
): Promise<Uint8Array> {
  try {
    return await queue.run(
      async () =>
        new Uint8Array(
          await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
            .resize({
              width: size.width,
              height: size.height,
              fit: size.fit as "cover" | "contain",
              withoutEnlargement: true,
            })
            .webp({ quality: 100 })
            .toBuffer(),
        ),
    );
  } catch (error) {
    if (error instanceof QueueFullError) throw error;
    throw httpError(422, "This image cannot be read.", { code: "IMAGE_UNDECODABLE" });
  }
}
