import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("social_feed_items")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("platform", "text", (col) =>
      col.notNull().check(sql`platform in ('TIKTOK', 'YOUTUBE', 'INSTAGRAM')`),
    )
    .addColumn("handle", "text")
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("thumbnail_url", "text", (col) => col.notNull())
    .addColumn("caption", "text", (col) => col.notNull())
    .addColumn("published_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("social_feed_items_feed")
    .on("social_feed_items")
    .columns(["shop_id", "platform", "published_at"])
    .execute();
}
