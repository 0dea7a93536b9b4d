import { type Kysely, sql } from "kysely";

// The shop's media library: the images its creator uploaded to pick in image settings, each a
// stored file of `media` with what the library adds (its alt text, its size). Deleting the file
// takes its entry with it.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media_library")
    .addColumn("media_id", "text", (col) =>
      col.primaryKey().references("media.id").onDelete("cascade"),
    )
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("alt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("media_library_shop_newest")
    .on("media_library")
    .columns(["shop_id", "created_at desc"])
    .execute();
}
