import { type Kysely, sql } from "kysely";

/**
 * A shop's creator may schedule settings to be published at a time (a merch drop at 18:00): each
 * waits `pending` until `publish_at` (UTC), when one node publishes it as a version and marks it
 * `published`, or `failed` with why. The partial index is what every node's scheduler asks: the
 * pending schedules by time.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("theme_settings_schedules")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("settings", "jsonb", (col) => col.notNull())
    .addColumn("theme_handle", "text", (col) => col.notNull())
    .addColumn("theme_version", "integer")
    .addColumn("publish_at", "timestamptz", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("created_by", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("published_version", "integer")
    .addColumn("failure", "text")
    .addColumn("finished_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("theme_settings_schedules_pending")
    .on("theme_settings_schedules")
    .column("publish_at")
    .where(sql.ref("state"), "=", "pending")
    .execute();
  await db.schema
    .createIndex("theme_settings_schedules_shop")
    .on("theme_settings_schedules")
    .columns(["shop_id", "publish_at"])
    .execute();
}
