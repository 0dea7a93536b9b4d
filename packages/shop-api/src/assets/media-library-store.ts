import type { MediaItem, PageInfo } from "@vitrine/contract";
import type { Kysely } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database } from "../db/schema";
import { listPage } from "../http/paging";
import type { EncodedImage } from "./library-image-encode";
import { type MediaStore, mediaUrl } from "./media-store";

interface LibraryRow {
  media_id: string;
  alt: string;
  byte_size: number;
  created_at: Date | string;
  width: number;
  height: number;
}

const itemOf = (row: LibraryRow): MediaItem => ({
  id: row.media_id,
  url: mediaUrl(row.media_id),
  width: row.width,
  height: row.height,
  bytes: row.byte_size,
  alt: row.alt,
  createdAt: new Date(row.created_at).toISOString(),
});

const libraryOf = (db: ShopDatabase, shopId: string) =>
  db
    .selectFrom("media_library")
    .innerJoin("media", "media.id", "media_library.media_id")
    .select([
      "media_library.media_id",
      "media_library.alt",
      "media_library.byte_size",
      "media_library.created_at",
      "media.width",
      "media.height",
    ])
    .where("media_library.shop_id", "=", shopId);

/** One page of the shop's library, newest first (ties, within a millisecond, by id). */
export async function listLibrary(
  db: ShopDatabase,
  shopId: string,
  paging: { page: number; size: number },
): Promise<{ items: MediaItem[]; page: PageInfo }> {
  const query = libraryOf(db, shopId)
    .orderBy("media_library.created_at", "desc")
    .orderBy("media_library.media_id", "desc");
  const { rows, page } = await listPage(query, paging);
  return { items: rows.map(itemOf), page };
}

/** `shopId`'s library image `id`; `undefined` for any other shop's, or none. */
export async function findLibraryImage(
  db: ShopDatabase,
  shopId: string,
  id: string,
): Promise<MediaItem | undefined> {
  const row = await libraryOf(db, shopId)
    .where("media_library.media_id", "=", id)
    .executeTakeFirst();
  return row && itemOf(row);
}

/** Stores an encoded upload and its library entry together, named after the uploaded file. */
export async function addLibraryImage(
  db: Kysely<Database>,
  mediaStore: MediaStore,
  image: { shopId: string; name: string; alt: string; encoded: EncodedImage; now: Date },
): Promise<MediaItem> {
  const id = await db.transaction().execute(async (trx) => {
    const stored = await mediaStore.put(trx, {
      shopId: image.shopId,
      name: image.name,
      extension: image.encoded.extension,
      bytes: image.encoded.bytes,
      width: image.encoded.width,
      height: image.encoded.height,
    });
    await trx
      .insertInto("media_library")
      .values({
        media_id: stored,
        shop_id: image.shopId,
        alt: image.alt,
        byte_size: image.encoded.bytes.byteLength,
        created_at: image.now,
      })
      .execute();
    return stored;
  });
  const item = await findLibraryImage(db, image.shopId, id);
  if (!item) throw new Error(`Library image ${id} was not stored.`);
  return item;
}

/** Sets the alt text of `shopId`'s image `id`; `undefined` when the shop has no such image. */
export async function setLibraryAlt(
  db: ShopDatabase,
  shopId: string,
  id: string,
  alt: string,
): Promise<MediaItem | undefined> {
  await db
    .updateTable("media_library")
    .set({ alt })
    .where("media_id", "=", id)
    .where("shop_id", "=", shopId)
    .execute();
  return findLibraryImage(db, shopId, id);
}

/** Deletes `shopId`'s image `id`, its entry and its file. */
export async function removeLibraryImage(
  db: Kysely<Database>,
  mediaStore: MediaStore,
  shopId: string,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("media_library")
      .where("media_id", "=", id)
      .where("shop_id", "=", shopId)
      .execute();
    await mediaStore.remove(trx, shopId, id);
  });
}

/**
 * The alt texts of the shop's library images, by address (`/media/{id}`): of the images `ids`
 * (those its settings use), or of every one (`"all"`, for its owner, who may pick any). Images
 * without one are left out.
 */
export async function libraryAlts(
  db: ShopDatabase,
  shopId: string,
  ids: string[] | "all",
): Promise<Record<string, string>> {
  if (ids !== "all" && ids.length === 0) return {};
  let query = db
    .selectFrom("media_library")
    .select(["media_id", "alt"])
    .where("shop_id", "=", shopId)
    .where("alt", "!=", "");
  if (ids !== "all") query = query.where("media_id", "in", ids);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [mediaUrl(row.media_id), row.alt]));
}
