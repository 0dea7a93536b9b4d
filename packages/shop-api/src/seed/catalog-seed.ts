import type { Product } from "@vitrine/contract";
import { buildVariantProduct, createLargeVariantProduct } from "@vitrine/contract/testing";
import type { Insertable, Kysely } from "kysely";
import { databaseMediaStore } from "../assets/media-store";
import type { Database, ProductImagesTable } from "../db/schema";
import { type CatalogProduct, COLLECTIONS, PRODUCTS } from "./catalog-data";
import { ART_SIZE, renderProductArt } from "./product-art";
import type { SeedStep } from "./run-seed";
import { DEMO_SHOP_ID, MINIMAL_SHOP_ID } from "./shops-seed";

/** Seeded dates count back from here, so every seed is identical. */
const SEED_NOW = Date.parse("2026-11-20T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const BACKGROUND = "#F4F1EC";
const BATCH = 500;
const COLOUR_OPTIONS = new Set(["Colour", "Cover"]);

const TRAIL_RUNNER: CatalogProduct = {
  key: "trail-runner",
  name: "Trail Runner",
  description:
    "Our collaboration trail shoe: a grippy lug sole, a padded collar and the owl on the heel tab.\n\nSixteen sizes, eighteen colours and eight materials — 2,048 combinations in all. Suede and patent leather are not made in the brightest colours.",
  price: 8900,
  shape: "shoe",
  fill: "#161616",
  accent: "#FF6B4A",
  collections: ["footwear", "apparel"],
  maxQuantity: 4,
  daysAgo: 30,
  salesCount: 1204,
};

interface BuiltProduct {
  spec: CatalogProduct;
  product: Product;
}

/**
 * Which shop a catalogue goes to. Row ids are global, so every id of a second shop's catalogue
 * carries its prefix; slugs are per shop, so its addresses read the same as the demo's.
 */
interface CatalogScope {
  shopId: string;
  idPrefix: string;
  products: readonly CatalogProduct[];
  /** The 2,048-variant Trail Runner, the demo's alone. */
  withTrailRunner: boolean;
}

function buildProducts(scope: CatalogScope): BuiltProduct[] {
  const built = scope.products.map((spec) => ({
    spec,
    product: buildVariantProduct({
      id: `${scope.idPrefix}${spec.key}`,
      name: spec.name,
      price: spec.price,
      options: spec.options ?? [],
      exists: spec.exists,
      soldOut: spec.soldOut,
      priceOf: spec.priceOf,
    }),
  }));
  return scope.withTrailRunner
    ? [...built, { spec: TRAIL_RUNNER, product: createLargeVariantProduct() }]
    : built;
}

async function insertInBatches<T extends keyof Database>(
  trx: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Kysely cannot relate a generic table name to its row type; the signature above does.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}

async function seedCatalog(trx: Kysely<Database>, scope: CatalogScope): Promise<void> {
  const products = buildProducts(scope);
  const collectionId = (slug: string) => `${scope.idPrefix}col-${slug}`;
  const collections = COLLECTIONS.filter((collection) =>
    products.some(({ spec }) => spec.collections.includes(collection.slug)),
  );

  // Photos: the item, a detail shot, and one per colour when variants differ by colour.
  const imageRows: Insertable<ProductImagesTable>[] = [];
  const variantImageRows: Array<{ variant_id: string; image_id: string }> = [];
  await Promise.all(
    products.map(async ({ spec, product }) => {
      const colourOption = product.options.find((option) => COLOUR_OPTIONS.has(option.name));
      const shots = [
        { key: "main", caption: undefined, fill: spec.fill, accent: spec.accent, valueId: null },
        { key: "detail", caption: "Detail", fill: spec.accent, accent: spec.fill, valueId: null },
        ...(spec.imagePerColour && colourOption
          ? colourOption.optionValues.map((value) => ({
              key: value.valueId,
              caption: value.name,
              fill: value.swatch ?? spec.fill,
              accent: spec.accent,
              valueId: value.valueId,
            }))
          : []),
      ];
      await Promise.all(
        shots.map(async (shot, position) => {
          const bytes = await renderProductArt({
            title: spec.name,
            caption: shot.caption,
            shape: spec.shape,
            fill: shot.fill,
            accent: shot.accent,
            background: BACKGROUND,
          });
          const key = `${scope.idPrefix}${spec.key}`;
          const mediaId = await databaseMediaStore.put(trx, {
            shopId: scope.shopId,
            name: `${key}-${position}`,
            extension: "webp",
            bytes,
            ...ART_SIZE,
          });
          const imageId = `${key}-image-${position}`;
          imageRows.push({
            id: imageId,
            product_id: product.id,
            media_id: mediaId,
            alt: shot.caption ? `${spec.name} — ${shot.caption}` : spec.name,
            position,
            ...ART_SIZE,
          });
          if (shot.valueId) {
            for (const variant of product.variants) {
              if (variant.optionValueIds.includes(shot.valueId)) {
                variantImageRows.push({ variant_id: variant.id, image_id: imageId });
              }
            }
          }
        }),
      );
    }),
  );
  const mainImageOf = (productId: string) =>
    imageRows.find((row) => row.product_id === productId && row.position === 0)?.media_id ?? null;

  await trx
    .insertInto("collections")
    .values(
      collections.map((collection, position) => ({
        id: collectionId(collection.slug),
        shop_id: scope.shopId,
        slug: collection.slug,
        title: collection.title,
        description: collection.description,
        image_media_id: mainImageOf(
          products.find(({ spec }) => spec.collections.includes(collection.slug))?.product.id ?? "",
        ),
        position,
        created_at: new Date(SEED_NOW - (400 - position) * DAY_MS),
      })),
    )
    .execute();

  await trx
    .insertInto("products")
    .values(
      products.map(({ spec, product }) => ({
        id: product.id,
        shop_id: scope.shopId,
        slug: product.slug,
        name: spec.name,
        description: spec.description,
        vendor: "Maya Makes",
        compare_at_price: spec.compareAtPrice ?? null,
        max_quantity: spec.maxQuantity ?? product.maxQuantity,
        different_variant_price: product.differentVariantPrice,
        different_variants_image: Boolean(spec.imagePerColour),
        different_variants_weight: false,
        sales_count: spec.salesCount,
        created_at: new Date(SEED_NOW - spec.daysAgo * DAY_MS),
      })),
    )
    .execute();

  await insertInBatches(
    trx,
    "product_collections",
    products.flatMap(({ spec, product }, position) =>
      spec.collections.map((slug) => ({
        product_id: product.id,
        collection_id: collectionId(slug),
        position,
      })),
    ),
  );
  await insertInBatches(
    trx,
    "product_options",
    products.flatMap(({ product }) =>
      product.options.map((option, position) => ({
        id: option.optionId,
        product_id: product.id,
        name: option.name,
        position,
      })),
    ),
  );
  await insertInBatches(
    trx,
    "product_option_values",
    products.flatMap(({ product }) =>
      product.options.flatMap((option) =>
        option.optionValues.map((value, position) => ({
          id: value.valueId,
          option_id: option.optionId,
          name: value.name,
          swatch: value.swatch ?? null,
          position,
        })),
      ),
    ),
  );
  await insertInBatches(
    trx,
    "product_variants",
    products.flatMap(({ spec, product }) =>
      product.variants.map((variant, position) => ({
        id: variant.id,
        product_id: product.id,
        name: variant.name || spec.name,
        sku: variant.sku || spec.key.toUpperCase(),
        price: variant.price,
        compare_at_price: spec.compareAtPrice ?? null,
        option_value_ids: JSON.stringify(variant.optionValueIds),
        stock: !variant.available ? 0 : spec.printOnDemand ? null : variant.stock,
        enabled: true,
        weight_grams: variant.weightGrams,
        position,
      })),
    ),
  );
  await insertInBatches(trx, "product_images", imageRows);
  await insertInBatches(trx, "variant_images", variantImageRows);
  await insertInBatches(
    trx,
    "quantity_discount_tiers",
    products.flatMap(({ spec, product }) =>
      (spec.discountTiers ?? []).map(([minQuantity, percentOff]) => ({
        product_id: product.id,
        min_quantity: minQuantity,
        percent_off: percentOff,
      })),
    ),
  );
  await insertInBatches(trx, "slug_redirects", [
    ...products.flatMap(({ spec, product }) =>
      spec.oldSlug
        ? [
            {
              shop_id: scope.shopId,
              kind: "PRODUCT" as const,
              old_slug: spec.oldSlug,
              target_id: product.id,
            },
          ]
        : [],
    ),
    ...collections.flatMap((collection) =>
      collection.oldSlug
        ? [
            {
              shop_id: scope.shopId,
              kind: "COLLECTION" as const,
              old_slug: collection.oldSlug,
              target_id: collectionId(collection.slug),
            },
          ]
        : [],
    ),
  ]);
}

export const catalogSeed: SeedStep = {
  name: "demo-catalogue",
  run: (trx) =>
    seedCatalog(trx, {
      shopId: DEMO_SHOP_ID,
      idPrefix: "",
      products: PRODUCTS,
      withTrailRunner: true,
    }),
};

/** The example theme's shop sells a few of the demo's products, so its pages have something to show. */
export const minimalCatalogSeed: SeedStep = {
  name: "minimal-catalogue",
  run: (trx) =>
    seedCatalog(trx, {
      shopId: MINIMAL_SHOP_ID,
      idPrefix: "minimal-",
      products: PRODUCTS.slice(0, 8),
      withTrailRunner: false,
    }),
};
