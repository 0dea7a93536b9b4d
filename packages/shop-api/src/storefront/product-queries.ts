import type {
  Product,
  ProductImage,
  ProductOrderBy,
  ProductSummary,
  ProductVariant,
  SortDirection,
} from "@vitrine/contract";
import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database, ProductImagesTable } from "../db/schema";
import { toProductImage } from "./catalog-mappers";

export interface ProductFilter {
  ids?: string[];
  collectionIds?: string[];
  /** Leave these products out (cross-sell leaves out the cart's). */
  excludeIds?: string[];
  onlyAvailable?: boolean;
}

export interface ProductPage {
  orderBy: ProductOrderBy;
  direction: SortDirection;
  pageNum: number;
  pageSize: number;
}

const ORDER_COLUMNS = {
  createdAt: "products.created_at",
  price: "products.min_price",
  name: "products.name",
  bestSelling: "products.sales_count",
} as const;

/** A page of product cards, and how many products match in all. */
export async function listProducts(
  db: ShopDatabase,
  shopId: string,
  filter: ProductFilter,
  page: ProductPage,
): Promise<{ items: ProductSummary[]; total: number }> {
  let query = db.selectFrom("products").where("products.shop_id", "=", shopId);
  if (filter.collectionIds?.length) {
    const ids = filter.collectionIds;
    query = query.where((eb: ExpressionBuilder<Database, "products">) =>
      eb.exists(
        eb
          .selectFrom("product_collections")
          .select("product_collections.product_id")
          .whereRef("product_collections.product_id", "=", "products.id")
          .where("product_collections.collection_id", "in", ids),
      ),
    );
  }
  if (filter.ids) query = query.where("products.id", "in", filter.ids.length ? filter.ids : [""]);
  if (filter.excludeIds?.length) query = query.where("products.id", "not in", filter.excludeIds);
  if (filter.onlyAvailable) query = query.where("products.available", "=", true);

  const direction = page.direction === "ASC" ? "asc" : "desc";
  const rows = await query
    .select([
      "products.id",
      "products.slug",
      "products.name",
      "products.compare_at_price",
      "products.different_variant_price",
      "products.min_price",
      "products.max_price",
      "products.variant_count",
      "products.first_variant_id",
      "products.available",
      // One round trip per page: the match count and the cards' images come with the rows.
      sql<number>`count(*) over ()`.as("total"),
      sql<Selectable<ProductImagesTable>[]>`(
        select coalesce(json_agg(i order by i.position), '[]'::json)
        from product_images i where i.product_id = products.id)`.as("images"),
    ])
    .orderBy(ORDER_COLUMNS[page.orderBy], direction)
    .orderBy("products.id", direction)
    .limit(page.pageSize)
    .offset(page.pageNum * page.pageSize)
    .execute();

  const total =
    rows[0] !== undefined
      ? Number(rows[0].total)
      : (await query.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow())
          .total;
  const items = rows.map(
    (row): ProductSummary => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      price: row.min_price,
      compareAtPrice: row.compare_at_price,
      minPrice: row.min_price,
      maxPrice: row.max_price,
      images: row.images.map(toProductImage),
      available: row.available,
      differentVariantPrice: row.different_variant_price,
      defaultVariantId: row.variant_count === 1 ? row.first_variant_id : null,
    }),
  );
  return { items, total };
}

/** A product with its options, variants, images and collections, by id or slug. */
export async function findProduct(
  db: ShopDatabase,
  shopId: string,
  idOrSlug: string,
): Promise<Product | undefined> {
  const row = await db
    .selectFrom("products")
    .selectAll()
    .where("shop_id", "=", shopId)
    .where((eb) => eb.or([eb("id", "=", idOrSlug), eb("slug", "=", idOrSlug)]))
    .executeTakeFirst();
  if (!row) return undefined;

  const [options, values, variants, images, variantImages, collections] = await Promise.all([
    db
      .selectFrom("product_options")
      .selectAll()
      .where("product_id", "=", row.id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_option_values")
      .innerJoin("product_options", "product_options.id", "product_option_values.option_id")
      .selectAll("product_option_values")
      .where("product_options.product_id", "=", row.id)
      .orderBy("product_option_values.position")
      .execute(),
    db
      .selectFrom("product_variants")
      .selectAll()
      .where("product_id", "=", row.id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_images")
      .selectAll()
      .where("product_id", "=", row.id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("variant_images")
      .innerJoin("product_variants", "product_variants.id", "variant_images.variant_id")
      .select(["variant_images.variant_id", "variant_images.image_id"])
      .where("product_variants.product_id", "=", row.id)
      .execute(),
    db
      .selectFrom("product_collections")
      .select("collection_id")
      .where("product_id", "=", row.id)
      .orderBy("collection_id")
      .execute(),
  ]);

  const imageById = new Map(images.map((image) => [image.id, toProductImage(image)]));
  const imagesByVariant = new Map<string, ProductImage[]>();
  for (const link of variantImages) {
    const image = imageById.get(link.image_id);
    if (!image) continue;
    imagesByVariant.set(link.variant_id, [...(imagesByVariant.get(link.variant_id) ?? []), image]);
  }
  const wireVariants = variants.map(
    (variant): ProductVariant => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      price: variant.price,
      compareAtPrice: variant.compare_at_price,
      optionValueIds: variant.option_value_ids,
      images: imagesByVariant.get(variant.id) ?? [],
      stock: variant.stock,
      available: variant.enabled && (variant.stock === null || variant.stock > 0),
      weightGrams: variant.weight_grams,
    }),
  );
  const prices = wireVariants.map((variant) => variant.price);

  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    vendor: row.vendor,
    price: prices.length > 0 ? Math.min(...prices) : 0,
    compareAtPrice: row.compare_at_price,
    images: [...imageById.values()],
    options: options.map((option) => ({
      optionId: option.id,
      name: option.name,
      optionValues: values
        .filter((value) => value.option_id === option.id)
        .map((value) => ({ valueId: value.id, name: value.name, swatch: value.swatch })),
    })),
    variants: wireVariants,
    differentVariantPrice: row.different_variant_price,
    differentVariantsImage: row.different_variants_image,
    differentVariantsWeight: row.different_variants_weight,
    collectionIds: collections.map((link) => link.collection_id),
    available: wireVariants.some((variant) => variant.available),
    maxQuantity: row.max_quantity,
    createdAt: row.created_at.toISOString(),
    template: row.template,
  };
}

/**
 * Products sharing the most collections with `productId`, best sellers first among equals.
 */
export async function relatedProducts(
  db: ShopDatabase,
  shopId: string,
  productId: string,
  limit: number,
): Promise<ProductSummary[]> {
  const related = await db
    .selectFrom("product_collections as mine")
    .innerJoin("product_collections as theirs", "theirs.collection_id", "mine.collection_id")
    .innerJoin("products", "products.id", "theirs.product_id")
    .select(["theirs.product_id", sql<number>`count(*)::int`.as("shared"), "products.sales_count"])
    .where("mine.product_id", "=", productId)
    .where("theirs.product_id", "!=", productId)
    .where("products.shop_id", "=", shopId)
    .groupBy(["theirs.product_id", "products.sales_count"])
    .orderBy("shared", "desc")
    .orderBy("products.sales_count", "desc")
    .orderBy("theirs.product_id")
    .limit(limit)
    .execute();
  const { items } = await listProducts(
    db,
    shopId,
    { ids: related.map((row) => row.product_id) },
    { orderBy: "bestSelling", direction: "DESC", pageNum: 0, pageSize: limit },
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  return related.flatMap((row) => byId.get(row.product_id) ?? []);
}
