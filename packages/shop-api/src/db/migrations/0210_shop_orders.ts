import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("thankyou_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) =>
      col.notNull().check(sql`kind in ('PURCHASE', 'GIFT_REDEMPTION')`),
    )
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('PAID', 'FULFILLED', 'CANCELED')`),
    )
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("lines", "jsonb", (col) => col.notNull())
    .addColumn("sub_total_amount", "integer", (col) => col.notNull())
    .addColumn("total_discount_amount", "integer", (col) => col.notNull())
    .addColumn("shipping_amount", "integer", (col) => col.notNull())
    .addColumn("total_tax_amount", "integer", (col) => col.notNull())
    .addColumn("total_amount", "integer", (col) => col.notNull())
    .addColumn("shipping_address", "jsonb", (col) => col.notNull())
    .addColumn("shipping_method", "text", (col) => col.notNull())
    .addColumn("message", "text")
    .addColumn("charge_id", "text")
    .addColumn("cancel_reason", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("fulfilled_at", "timestamptz")
    .addColumn("canceled_at", "timestamptz")
    .addUniqueConstraint("orders_shop_number", ["shop_id", "number"])
    .execute();

  await db.schema
    .createTable("shop_checkouts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('OPEN', 'PAYMENT_FAILED', 'PAID')`),
    )
    .addColumn("cart_id", "text", (col) => col.references("carts.id").onDelete("set null"))
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("lines", "jsonb", (col) => col.notNull())
    .addColumn("email", "text")
    .addColumn("shipping_address", "jsonb")
    .addColumn("shipping_rate", "jsonb")
    .addColumn("message", "text")
    .addColumn("failure_message", "text")
    .addColumn("order_id", "text", (col) => col.references("orders.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("donation_settings")
    .addColumn("shop_id", "text", (col) =>
      col.primaryKey().references("shops.id").onDelete("cascade"),
    )
    .addColumn("enabled", "boolean", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("preset_amounts", "jsonb", (col) => col.notNull())
    .addColumn("min_amount", "integer", (col) => col.notNull().check(sql`min_amount > 0`))
    .addColumn("max_amount", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("donations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("amount", "integer", (col) => col.notNull().check(sql`amount > 0`))
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("donor_name", "text")
    .addColumn("message", "text")
    .addColumn("charge_id", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
}
