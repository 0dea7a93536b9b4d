import { endpoints, MEDIA_LIMITS } from "@vitrine/contract";
import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import { shopCreator } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { encodeLibraryImage, imageTooLarge } from "./library-image-encode";
import {
  addLibraryImage,
  findLibraryImage,
  listLibrary,
  removeLibraryImage,
  setLibraryAlt,
} from "./media-library-store";
import { inUseMessage, publishedUsesOf } from "./media-usage";
import { QueueFullError } from "./work-queue";

const { list, upload, setAlt, remove } = endpoints.media;

const notFound = () => httpError(404, "Image not found.", { code: "NOT_FOUND" });
const invalid = (path: string, message: string) =>
  httpError(400, message, { code: "VALIDATION_ERROR", issues: [{ path, message }] });

const uploadAlt = z.optional(z.string().check(z.maxLength(MEDIA_LIMITS.altLength)));

/** The upload's file and alt text, from its multipart form. */
async function readUpload(c: Context<ShopEnv>): Promise<{ file: File; alt: string }> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw invalid("file", "Send the image as multipart form data, in a field named file.");
  }
  const file = form.file;
  if (!(file instanceof File)) {
    throw invalid("file", "Send the image as multipart form data, in a field named file.");
  }
  const alt = z.safeParse(uploadAlt, form.alt);
  if (!alt.success) {
    throw invalid("alt", `The alt text must be at most ${MEDIA_LIMITS.altLength} characters.`);
  }
  return { file, alt: alt.data?.trim() ?? "" };
}

/** `Beach day.JPG` → `beach-day`: the readable part of the stored file's id. */
const nameOf = (fileName: string) => fileName.replace(/\.[^.]*$/, "") || "image";

/**
 * The shop's media library for its creator (`MEDIA_LIBRARY_API_PATH`): list, upload, alt text,
 * delete. Every image is looked up within the request's shop, so another shop's id is 404.
 * Uploads are re-encoded in the resizer's queue, so a burst of them waits with its resizes.
 */
export function mediaLibraryRoutes({ db, sessions, clock, mediaStore, resizeQueue }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  const creator = [shopCreator(sessions)];
  onEndpoint(router, list, creator, async (c, { query }) => {
    const paging = { page: query.pageNum, size: query.pageSize };
    const { items, page } = await listLibrary(db, c.var.shop.id, paging);
    return c.json({ data: items, page });
  });
  onEndpoint(router, upload, creator, async (c) => {
    const { file, alt } = await readUpload(c);
    if (file.size > MEDIA_LIMITS.bytes) throw imageTooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    let encoded: Awaited<ReturnType<typeof encodeLibraryImage>>;
    try {
      encoded = await resizeQueue.run(() => encodeLibraryImage(bytes));
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      c.header("Retry-After", "1");
      throw httpError(503, "Images are busy. Try again in a moment.", { code: "RESIZE_BUSY" });
    }
    const item = await addLibraryImage(db, mediaStore, {
      shopId: c.var.shop.id,
      name: nameOf(file.name),
      alt,
      encoded,
      now: clock(),
    });
    return c.json({ data: item }, 201);
  });
  onEndpoint(router, setAlt, creator, async (c, { params, body }) => {
    const item = await setLibraryAlt(db, c.var.shop.id, params.id, body.alt);
    if (!item) throw notFound();
    return c.json({ data: item });
  });
  onEndpoint(router, remove, creator, async (c, { params }) => {
    const shopId = c.var.shop.id;
    if (!(await findLibraryImage(db, shopId, params.id))) throw notFound();
    const uses = await publishedUsesOf(db, shopId, params.id);
    if (Object.values(uses).some((where) => where.length > 0)) {
      throw httpError(409, inUseMessage(uses), { code: "IMAGE_IN_USE" });
    }
    await removeLibraryImage(db, mediaStore, shopId, params.id);
    return c.json({ data: null });
  });
  return router;
}
