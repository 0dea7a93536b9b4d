import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("blocks", "jsonb", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addUniqueConstraint("pages_shop_slug", ["shop_id", "slug"])
    .execute();

  await db.schema
    .createTable("coming_soon_settings")
    .addColumn("shop_id", "text", (col) =>
      col.primaryKey().references("shops.id").onDelete("cascade"),
    )
    .addColumn("headline", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("launch_at", "timestamptz")
    .addColumn("password_hash", "text")
    .execute();

  await db.schema
    .createTable("gifts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("variant_id", "text", (col) => col.notNull().references("product_variants.id"))
    .addColumn("gifter_name", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("channel_name", "text", (col) => col.notNull())
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("redeemed_at", "timestamptz")
    .addColumn("order_id", "text", (col) => col.references("orders.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addUniqueConstraint("gifts_shop_code", ["shop_id", "code_hash"])
    .execute();
}
