import type { Kysely } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database } from "../db/schema";

/** Which version a file belongs to. */
export interface ThemeVersionKey {
  shopId: string;
  handle: string;
  version: number;
}

/**
 * Where the bytes of published theme files live. This one keeps them in the database
 * (`theme_files`, bytea), inside the publish's transaction; a shared folder or an object store
 * can replace it by implementing these two calls (write before the version becomes live, so a
 * reader never meets a live version without its files).
 */
export interface ThemeFileStore {
  put(
    trx: Kysely<Database>,
    key: ThemeVersionKey,
    files: ReadonlyMap<string, Uint8Array>,
  ): Promise<void>;
  get(db: ShopDatabase, key: ThemeVersionKey, path: string): Promise<Uint8Array | null>;
}

/** Rows of at most this many bytes per insert, so one statement stays well under driver limits. */
const BATCH_BYTES = 4 * 1024 * 1024;

export const databaseThemeFileStore: ThemeFileStore = {
  async put(trx, key, files) {
    let batch: Array<{ path: string; body: Uint8Array }> = [];
    let batchBytes = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await trx
        .insertInto("theme_files")
        .values(
          batch.map((file) => ({
            shop_id: key.shopId,
            handle: key.handle,
            version: key.version,
            path: file.path,
            body: file.body,
          })),
        )
        .execute();
      batch = [];
      batchBytes = 0;
    };
    for (const [path, body] of files) {
      if (batchBytes + body.byteLength > BATCH_BYTES) await flush();
      batch.push({ path, body });
      batchBytes += body.byteLength;
    }
    await flush();
  },
  async get(db, key, path) {
    const row = await db
      .selectFrom("theme_files")
      .select("body")
      .where("shop_id", "=", key.shopId)
      .where("handle", "=", key.handle)
      .where("version", "=", key.version)
      .where("path", "=", path)
      .executeTakeFirst();
    return row ? new Uint8Array(row.body) : null;
  },
};
