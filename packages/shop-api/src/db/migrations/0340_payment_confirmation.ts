import { type Kysely, sql } from "kysely";

// A card whose bank asks for 3-D Secure is confirmed by the shopper in the shop checkout and on
// donations too, as in the membership checkout: the checkout keeps the payment intent waiting for
// that step, and a donation is recorded waiting for it.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("shop_checkouts")
    .dropConstraint("shop_checkouts_status_check")
    .execute();
  await db.schema
    .alterTable("shop_checkouts")
    .addCheckConstraint(
      "shop_checkouts_status_check",
      sql`status in ('OPEN', 'PAYMENT_FAILED', 'REQUIRES_ACTION', 'PAID')`,
    )
    .execute();
  await db.schema.alterTable("shop_checkouts").addColumn("payment_intent_id", "text").execute();
  await db.schema
    .alterTable("donations")
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("PAID").check(sql`status in ('PAID', 'REQUIRES_ACTION')`),
    )
    .execute();
}
