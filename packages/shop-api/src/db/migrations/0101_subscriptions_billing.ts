import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("membership_id", "text", (col) => col.notNull().unique())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("member_id", "text", (col) =>
      col.notNull().unique().references("users.id").onDelete("cascade"),
    )
    .addColumn("tier_id", "text", (col) => col.notNull().references("membership_tiers.id"))
    .addColumn("interval", "text", (col) =>
      col.notNull().check(sql`interval in ('MONTHLY', 'ANNUAL')`),
    )
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('ACTIVE', 'CANCELED', 'PAST_DUE')`),
    )
    .addColumn("canceled_at", "timestamptz")
    .addColumn("current_period_end", "timestamptz", (col) => col.notNull())
    .addColumn("pending_downgrade_tier_id", "text", (col) => col.references("membership_tiers.id"))
    .addColumn("exit_surveyed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("exit_survey_reason", "text")
    .addColumn("exit_survey_comment", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("promotion_codes")
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("code", "text", (col) => col.notNull())
    .addColumn("percent_off", "integer", (col) =>
      col.notNull().check(sql`percent_off > 0 and percent_off <= 100`),
    )
    .addColumn("expires_at", "timestamptz")
    .addPrimaryKeyConstraint("promotion_codes_pk", ["shop_id", "code"])
    .execute();

  await db.schema
    .createTable("membership_checkouts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("member_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("tier_id", "text", (col) => col.notNull().references("membership_tiers.id"))
    .addColumn("interval", "text", (col) => col.notNull())
    .addColumn("upgrade", "boolean", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("subtotal", "integer", (col) => col.notNull())
    .addColumn("discount_amount", "integer", (col) => col.notNull())
    .addColumn("total", "integer", (col) => col.notNull())
    .addColumn("promotion_code", "text")
    .addColumn("information", "jsonb")
    .addColumn("payment_intent_id", "text")
    .addColumn("card_token", "text")
    .addColumn("failure_message", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("billing_records")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("member_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("invoice_number", "text", (col) => col.notNull().unique())
    .addColumn("date", "timestamptz", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("amount", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('PAID', 'FAILED', 'REFUNDED')`),
    )
    .execute();
  await db.schema
    .createIndex("billing_records_member_date")
    .on("billing_records")
    .columns(["member_id", "date"])
    .execute();

  await db.schema
    .createTable("payment_methods")
    .addColumn("member_id", "text", (col) =>
      col.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("id", "text", (col) => col.notNull().unique())
    .addColumn("card_token", "text", (col) => col.notNull())
    .addColumn("brand", "text", (col) => col.notNull())
    .addColumn("last4", "text", (col) => col.notNull())
    .addColumn("exp_month", "integer", (col) => col.notNull())
    .addColumn("exp_year", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("tips")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("member_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("creator_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("amount", "integer", (col) => col.notNull().check(sql`amount > 0`))
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The test payment provider's own records: what a real provider keeps on its side.
  await db.schema
    .createTable("test_payment_cards")
    .addColumn("token", "text", (col) => col.primaryKey())
    .addColumn("customer_ref", "text", (col) => col.notNull())
    .addColumn("brand", "text", (col) => col.notNull())
    .addColumn("last4", "text", (col) => col.notNull())
    .addColumn("exp_month", "integer", (col) => col.notNull())
    .addColumn("exp_year", "integer", (col) => col.notNull())
    .addColumn("behavior", "text", (col) =>
      col.notNull().check(sql`behavior in ('SUCCEED', 'DECLINE', 'REQUIRE_ACTION')`),
    )
    .execute();

  await db.schema
    .createTable("test_payment_intents")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("card_token", "text", (col) => col.notNull().references("test_payment_cards.token"))
    .addColumn("amount", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("failure_message", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
