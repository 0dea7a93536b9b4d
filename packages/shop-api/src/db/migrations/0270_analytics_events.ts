import { type Kysely, sql } from "kysely";

/**
 * The analytics sink: one row per storefront event, counted by UTC day for the creator's
 * figures, and the shop's choice to record nothing before a visitor consents.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("shops")
    .addColumn("analytics_consent_required", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("payload", "jsonb", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("visitor_id", "text", (col) => col.notNull())
    .addColumn("session_id", "text", (col) => col.notNull())
    // The browser's clock, kept as sent; the figures count by `received_at`, which it cannot move.
    .addColumn("occurred_at", "timestamptz", (col) => col.notNull())
    .addColumn("received_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("analytics_events_shop_received")
    .on("analytics_events")
    .columns(["shop_id", "received_at"])
    .execute();
}
