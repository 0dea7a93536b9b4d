import * as z from "zod/mini";
import { isoDateTime, moneyMinor, type SortDirection } from "./common";

export const productImage = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string(),
  /** Lower comes first; the main image is the one with the lowest position. */
  position: z.number(),
  width: z.number(),
  height: z.number(),
});
export type ProductImage = z.output<typeof productImage>;

export const productOptionValue = z.object({
  valueId: z.string(),
  name: z.string(),
  /** A CSS colour for colour swatches, when the option is a colour. */
  swatch: z.optional(z.nullable(z.string())),
});
export type ProductOptionValue = z.output<typeof productOptionValue>;

export const productOption = z.object({
  optionId: z.string(),
  name: z.string(),
  optionValues: z.array(productOptionValue),
});
export type ProductOption = z.output<typeof productOption>;

export const productVariant = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  price: moneyMinor,
  compareAtPrice: z.nullable(moneyMinor),
  /** One value id per option of the product. */
  optionValueIds: z.array(z.string()),
  images: z.array(productImage),
  /** Units on hand; `null` when stock is not tracked (print on demand). */
  stock: z.nullable(z.number()),
  available: z.boolean(),
  weightGrams: z.number(),
});
export type ProductVariant = z.output<typeof productVariant>;

export const product = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Plain text; paragraphs separated by blank lines. Never HTML. */
  description: z.string(),
  vendor: z.string(),
  price: moneyMinor,
  compareAtPrice: z.nullable(moneyMinor),
  images: z.array(productImage),
  options: z.array(productOption),
  variants: z.array(productVariant),
  differentVariantPrice: z.boolean(),
  differentVariantsImage: z.boolean(),
  differentVariantsWeight: z.boolean(),
  collectionIds: z.array(z.string()),
  available: z.boolean(),
  /** Most units of one variant a cart may hold. */
  maxQuantity: z.number(),
  createdAt: isoDateTime,
  /**
   * The template its page shows (`product.preorder`), which its creator assigned; `null` for the
   * page type's own (`product`). A name the shop's settings lack shows the page type's too.
   */
  template: z.nullable(z.string()),
});
export type Product = z.output<typeof product>;

/**
 * One field of every variant: the same for all (`same`), a few values each variant points to by
 * position (`values` and `at`), or one per variant (`each`).
 */
function variantColumn<T extends z.ZodMiniType>(value: T) {
  return z.union([
    z.object({ same: value }),
    z.object({ values: z.array(value), at: z.array(z.number()) }),
    z.object({ each: z.array(value) }),
  ]);
}

/**
 * A text field of every variant: written from the variant's option value names (`fromValues`,
 * after a `prefix`), or one per variant after the `prefix` they share.
 */
const variantText = z.union([
  z.object({ prefix: z.string(), fromValues: z.literal(true) }),
  z.object({ prefix: z.string(), each: z.array(z.string()) }),
]);

/**
 * A product's variants as the API sends them (`packProduct`): each variant's option values as
 * positions into its options' values (`positions`: variant `v`'s value of option `o` is at
 * `v * options + o`), or as ids for a variant matrix positions cannot say, and every other field
 * once per column rather than once per variant object.
 */
export const compactVariants = z.object({
  count: z.number(),
  optionValues: z.union([
    z.object({ positions: z.array(z.number()) }),
    z.object({ ids: z.array(z.array(z.string())) }),
  ]),
  ids: variantText,
  names: variantText,
  skus: variantText,
  price: variantColumn(moneyMinor),
  compareAtPrice: variantColumn(z.nullable(moneyMinor)),
  images: variantColumn(z.array(productImage)),
  stock: variantColumn(z.nullable(z.number())),
  available: variantColumn(z.boolean()),
  weightGrams: variantColumn(z.number()),
});
export type CompactVariants = z.output<typeof compactVariants>;

/** A product as `GET /pod/products/:idOrSlug` answers it: its variants in `compactVariants`. */
export const compactProduct = z.extend(z.omit(product, { variants: true }), { compactVariants });
export type CompactProduct = z.output<typeof compactProduct>;

/** A product as listings return it: enough for a card, without the variant matrix. */
export const productSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  price: moneyMinor,
  compareAtPrice: z.nullable(moneyMinor),
  minPrice: moneyMinor,
  maxPrice: moneyMinor,
  images: z.array(productImage),
  available: z.boolean(),
  differentVariantPrice: z.boolean(),
  /** The only variant's id when the product has exactly one, so a card can add it directly. */
  defaultVariantId: z.nullable(z.string()),
});
export type ProductSummary = z.output<typeof productSummary>;

export const collection = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.nullable(productImage),
  productCount: z.number(),
  /** The template its page shows (`collection.sale`); `null` for the page type's own. */
  template: z.nullable(z.string()),
});
export type Collection = z.output<typeof collection>;

export const PRODUCT_ORDER_BYS = ["createdAt", "price", "name", "bestSelling"] as const;
export type ProductOrderBy = (typeof PRODUCT_ORDER_BYS)[number];
export const COLLECTION_ORDER_BYS = ["position", "title", "createdAt"] as const;
export type CollectionOrderBy = (typeof COLLECTION_ORDER_BYS)[number];

export interface ListingQuery<OrderBy extends string> {
  /** 1-based page as the UI counts; converted to the call's 0-based `pageNum` in one place. */
  page?: number;
  pageSize?: number;
  orderBy?: OrderBy;
  direction?: SortDirection;
}

export interface CollectionsQuery extends ListingQuery<CollectionOrderBy> {
  ids?: string[];
}

export interface ProductsQuery extends ListingQuery<ProductOrderBy> {
  collectionIds?: string[];
}

/** One group of a search by collections: a collection and its first products. */
export const collectionSearchGroup = z.object({
  collection,
  products: z.array(productSummary),
});
export type CollectionSearchGroup = z.output<typeof collectionSearchGroup>;

export const quantityDiscountTier = z.object({
  /** The tier applies from this many units of the variant in the cart. */
  minQuantity: z.number(),
  percentOff: z.number(),
});
export type QuantityDiscountTier = z.output<typeof quantityDiscountTier>;

export const quantityDiscounts = z.object({
  productId: z.string(),
  variantId: z.string(),
  tiers: z.array(quantityDiscountTier),
  /** Units of this variant already in the cart of the given token. */
  quantityInCart: z.number(),
  /** The tier the cart's quantity reaches now, if any. */
  activeTier: z.nullable(quantityDiscountTier),
});
export type QuantityDiscounts = z.output<typeof quantityDiscounts>;

export const SOCIAL_PLATFORMS = ["TIKTOK", "YOUTUBE", "INSTAGRAM"] as const;
export const socialPlatform = z.enum(SOCIAL_PLATFORMS);
export type SocialPlatform = z.output<typeof socialPlatform>;

export const socialFeedItem = z.object({
  id: z.string(),
  platform: socialPlatform,
  url: z.string(),
  thumbnailUrl: z.string(),
  caption: z.string(),
  publishedAt: isoDateTime,
});
export type SocialFeedItem = z.output<typeof socialFeedItem>;
