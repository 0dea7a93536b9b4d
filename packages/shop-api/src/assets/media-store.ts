import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database } from "../db/schema";

/** `{name}-{random hex}.{ext}`; ids stored before 0231 (`{name}-{content hash}.{ext}`) also fit. */
const MEDIA_ID = /^[a-z0-9][a-z0-9-]{0,80}\.(webp|png|jpg|wav)$/;
const MEDIA_PATH = /^\/media\/([^/]+)$/;

const CONTENT_TYPES = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  wav: "audio/wav",
} as const;

export interface NewMedia {
  /** The shop whose hosts serve the file; no other shop's do. */
  shopId: string;
  /** Readable part of the id, slugged: `Studio Tee` → `studio-tee-…`. */
  name: string;
  extension: keyof typeof CONTENT_TYPES;
  bytes: Uint8Array;
  width: number;
  height: number;
  /** What members pay for: served only through a URL signed for its viewer (`media-signing.ts`). */
  gated?: boolean;
}

export interface MediaFacts {
  contentType: string;
  gated: boolean;
}

/** A `/media/{id}` address of this platform, with the query it carried (a signature, perhaps). */
export interface MediaRef {
  id: string;
  query: URLSearchParams;
}

/**
 * The media a URL points to, when it is one of this platform's own `/media/{id}` files: a path,
 * or an absolute http(s) URL on `requestHost`. Anything else is `null` and is never fetched.
 * @example mediaRefOf("/media/hoodie-3f2a.webp", "demo.localhost:3000") // { id: "hoodie-3f2a.webp", query: URLSearchParams {} }
 * @example mediaRefOf("/media/lesson-3f2a.wav?v=usr_1&exp=1&sig=x", "demo.localhost") // { id: "lesson-3f2a.wav", query: v, exp, sig }
 * @example mediaRefOf("https://evil.test/media/x.webp", "demo.localhost:3000") // null
 */
export function mediaRefOf(url: string, requestHost: string): MediaRef | null {
  let own: URL;
  let parsed: URL;
  try {
    own = new URL(`http://${requestHost}`);
    parsed = new URL(url, own);
  } catch {
    return null;
  }
  if (!["http:", "https:"].includes(parsed.protocol) || parsed.host !== own.host) return null;
  const id = MEDIA_PATH.exec(parsed.pathname)?.[1];
  return id !== undefined && MEDIA_ID.test(id) ? { id, query: parsed.searchParams } : null;
}

/**
 * Where media files live, behind the four calls the platform makes. This one keeps their bytes
 * in the database (`media`, bytea), which every node reads; an object store can replace it
 * (`createShopApi({ mediaStore })`) by implementing them. `put` takes the caller's transaction,
 * so a file and what points at it are stored together.
 */
export interface MediaStore {
  /** Stores a new file; answers its id. */
  put(db: Kysely<Database>, file: NewMedia): Promise<string>;
  /** Type and gating of `shopId`'s file `id`, without its bytes; `undefined` for any other shop's. */
  facts(db: ShopDatabase, shopId: string, id: string): Promise<MediaFacts | undefined>;
  /** The bytes of a file `facts` found. */
  bytes(db: ShopDatabase, id: string): Promise<Uint8Array>;
  /** Deletes `shopId`'s file `id` (a media library image its creator deletes). */
  remove(db: Kysely<Database>, shopId: string, id: string): Promise<void>;
}

/**
 * Stores a file of a shop under a new random id (`{name}-{96 random bits}.{ext}`): nobody can work
 * out the address of a file from its name or its bytes.
 * @example await storeMedia(db, { shopId: "shop_demo", name: "hoodie", extension: "webp", bytes, width: 800, height: 800 }) // "hoodie-9c01b2d4e5f63f2a9c01b2d4.webp"
 */
async function storeMedia(db: Kysely<Database>, file: NewMedia): Promise<string> {
  const slug = file.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 50);
  const id = `${slug || "file"}-${randomBytes(12).toString("hex")}.${file.extension}`;
  await db
    .insertInto("media")
    .values({
      id,
      shop_id: file.shopId,
      content_type: CONTENT_TYPES[file.extension],
      bytes: file.bytes,
      width: file.width,
      height: file.height,
      gated: file.gated ?? false,
    })
    .execute();
  return id;
}

export function mediaUrl(id: string): string {
  return `/media/${id}`;
}

async function findMedia(
  db: ShopDatabase,
  shopId: string,
  id: string,
): Promise<MediaFacts | undefined> {
  if (!MEDIA_ID.test(id)) return undefined;
  const row = await db
    .selectFrom("media")
    .select(["content_type", "gated"])
    .where("id", "=", id)
    .where("shop_id", "=", shopId)
    .executeTakeFirst();
  return row && { contentType: row.content_type, gated: row.gated };
}

async function mediaBytes(db: ShopDatabase, id: string): Promise<Uint8Array> {
  const row = await db
    .selectFrom("media")
    .select("bytes")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.bytes;
}

async function removeMedia(db: Kysely<Database>, shopId: string, id: string): Promise<void> {
  await db.deleteFrom("media").where("id", "=", id).where("shop_id", "=", shopId).execute();
}

/** The platform's media store: the database. */
export const databaseMediaStore: MediaStore = {
  put: storeMedia,
  facts: findMedia,
  bytes: mediaBytes,
  remove: removeMedia,
};
