import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database } from "../db/schema";

const MEDIA_ID = /^[a-z0-9][a-z0-9-]{0,80}\.(webp|png|jpg|wav)$/;

const CONTENT_TYPES = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  wav: "audio/wav",
} as const;
const MEDIA_PATH = /^\/media\/([^/?#]+)$/;

export interface StoredMedia {
  contentType: string;
  bytes: Uint8Array;
  /** Only served through a URL signed for its viewer (`media-signing.ts`). */
  gated: boolean;
}

/**
 * The media id a URL points to, when it is one of this platform's own `/media/{id}` files: a
 * relative path, or an absolute URL on `requestHost`. Anything else is `null` (never fetched).
 * @example mediaIdOf("/media/hoodie-3f2a.webp", "demo.localhost:3000") // "hoodie-3f2a.webp"
 * @example mediaIdOf("https://evil.test/media/x.webp", "demo.localhost:3000") // null
 */
export function mediaIdOf(url: string, requestHost: string): string | null {
  let path = url;
  if (!url.startsWith("/")) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (
      !["http:", "https:"].includes(parsed.protocol) ||
      parsed.host !== requestHost.toLowerCase()
    ) {
      return null;
    }
    path = parsed.pathname;
  }
  const id = MEDIA_PATH.exec(path)?.[1];
  return id !== undefined && MEDIA_ID.test(id) ? id : null;
}

/**
 * Stores a file under a new random id (`{name}-{96 random bits}.{ext}`): nobody can work out the
 * address of a file from its name or its bytes. `gated` media (what members pay for) is only
 * served through signed URLs; the rest is public and cached for a year.
 * @example await storeMedia(db, "hoodie", "webp", bytes, { width: 800, height: 800 }) // "hoodie-9c01b2d4e5f63f2a9c01b2d4.webp"
 */
export async function storeMedia(
  db: Kysely<Database>,
  name: string,
  extension: keyof typeof CONTENT_TYPES,
  bytes: Uint8Array,
  size: { width: number; height: number },
  options: { gated?: boolean } = {},
): Promise<string> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 50);
  const id = `${slug || "file"}-${randomBytes(12).toString("hex")}.${extension}`;
  await db
    .insertInto("media")
    .values({
      id,
      content_type: CONTENT_TYPES[extension],
      bytes,
      ...size,
      gated: options.gated ?? false,
    })
    .execute();
  return id;
}

export function mediaUrl(id: string): string {
  return `/media/${id}`;
}

export async function loadMedia(db: ShopDatabase, id: string): Promise<StoredMedia | undefined> {
  if (!MEDIA_ID.test(id)) return undefined;
  const row = await db
    .selectFrom("media")
    .select(["content_type", "bytes", "gated"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.bytes, gated: row.gated };
}
