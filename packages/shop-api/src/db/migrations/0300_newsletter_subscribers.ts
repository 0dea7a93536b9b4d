import type { Kysely } from "kysely";

/** Visitors who signed up to a shop's emails from its newsletter section, one row per address. */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("subscribed_at", "timestamptz", (col) => col.notNull())
    .addPrimaryKeyConstraint("newsletter_subscribers_pk", ["shop_id", "email"])
    .execute();
}
