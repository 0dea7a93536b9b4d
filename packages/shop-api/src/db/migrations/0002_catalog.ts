import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("collections")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("image_media_id", "text", (col) => col.references("media.id"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("collections_shop_slug", ["shop_id", "slug"])
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("vendor", "text", (col) => col.notNull())
    .addColumn("compare_at_price", "integer")
    .addColumn("max_quantity", "integer", (col) => col.notNull().check(sql`max_quantity > 0`))
    .addColumn("different_variant_price", "boolean", (col) => col.notNull())
    .addColumn("different_variants_image", "boolean", (col) => col.notNull())
    .addColumn("different_variants_weight", "boolean", (col) => col.notNull())
    .addColumn("sales_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("products_shop_slug", ["shop_id", "slug"])
    .execute();

  await db.schema
    .createTable("product_collections")
    .addColumn("product_id", "text", (col) =>
      col.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("collection_id", "text", (col) =>
      col.notNull().references("collections.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("product_collections_pk", ["collection_id", "product_id"])
    .execute();
  await db.schema
    .createIndex("product_collections_product")
    .on("product_collections")
    .column("product_id")
    .execute();

  await db.schema
    .createTable("product_options")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("product_id", "text", (col) =>
      col.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("product_options_product")
    .on("product_options")
    .column("product_id")
    .execute();

  await db.schema
    .createTable("product_option_values")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("option_id", "text", (col) =>
      col.notNull().references("product_options.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("swatch", "text")
    .addColumn("position", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("product_option_values_option")
    .on("product_option_values")
    .column("option_id")
    .execute();

  await db.schema
    .createTable("product_variants")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("product_id", "text", (col) =>
      col.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("sku", "text", (col) => col.notNull())
    .addColumn("price", "integer", (col) => col.notNull().check(sql`price >= 0`))
    .addColumn("compare_at_price", "integer")
    .addColumn("option_value_ids", "jsonb", (col) => col.notNull())
    .addColumn("stock", "integer", (col) => col.check(sql`stock >= 0`))
    .addColumn("enabled", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("weight_grams", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("product_variants_product")
    .on("product_variants")
    .columns(["product_id", "position"])
    .execute();

  await db.schema
    .createTable("product_images")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("product_id", "text", (col) =>
      col.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("media_id", "text", (col) => col.notNull().references("media.id"))
    .addColumn("alt", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("product_images_product")
    .on("product_images")
    .columns(["product_id", "position"])
    .execute();

  await db.schema
    .createTable("variant_images")
    .addColumn("variant_id", "text", (col) =>
      col.notNull().references("product_variants.id").onDelete("cascade"),
    )
    .addColumn("image_id", "text", (col) =>
      col.notNull().references("product_images.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("variant_images_pk", ["variant_id", "image_id"])
    .execute();

  await db.schema
    .createTable("slug_redirects")
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('PRODUCT', 'COLLECTION')`))
    .addColumn("old_slug", "text", (col) => col.notNull())
    .addColumn("target_id", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("slug_redirects_pk", ["shop_id", "kind", "old_slug"])
    .execute();

  await db.schema
    .createTable("quantity_discount_tiers")
    .addColumn("product_id", "text", (col) =>
      col.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("min_quantity", "integer", (col) => col.notNull().check(sql`min_quantity > 1`))
    .addColumn("percent_off", "integer", (col) =>
      col.notNull().check(sql`percent_off > 0 and percent_off < 100`),
    )
    .addPrimaryKeyConstraint("quantity_discount_tiers_pk", ["product_id", "min_quantity"])
    .execute();
}
