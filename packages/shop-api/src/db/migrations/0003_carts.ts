import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("carts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("cart_items")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("cart_id", "text", (col) => col.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("product_id", "text", (col) =>
      col.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("variant_id", "text", (col) =>
      col.notNull().references("product_variants.id").onDelete("cascade"),
    )
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    // One line per variant: concurrent adds of the same variant meet on this constraint.
    .addUniqueConstraint("cart_items_cart_variant", ["cart_id", "variant_id"])
    .execute();
}
