import type { IsoDateTime, MoneyMinor, SortDirection } from "./common";

export interface ProductImage {
  id: string;
  url: string;
  alt: string;
  /** Lower comes first; the main image is the one with the lowest position. */
  position: number;
  width: number;
  height: number;
}

export interface ProductOptionValue {
  valueId: string;
  name: string;
  /** A CSS colour for colour swatches, when the option is a colour. */
  swatch?: string | null;
}

export interface ProductOption {
  optionId: string;
  name: string;
  optionValues: ProductOptionValue[];
}

export interface ProductVariant {
  id: string;
  name: string;
  sku: string;
  price: MoneyMinor;
  compareAtPrice: MoneyMinor | null;
  /** One value id per option of the product. */
  optionValueIds: string[];
  images: ProductImage[];
  /** Units on hand; `null` when stock is not tracked (print on demand). */
  stock: number | null;
  available: boolean;
  weightGrams: number;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  /** Plain text; paragraphs separated by blank lines. Never HTML. */
  description: string;
  vendor: string;
  price: MoneyMinor;
  compareAtPrice: MoneyMinor | null;
  images: ProductImage[];
  options: ProductOption[];
  variants: ProductVariant[];
  differentVariantPrice: boolean;
  differentVariantsImage: boolean;
  differentVariantsWeight: boolean;
  collectionIds: string[];
  available: boolean;
  /** Most units of one variant a cart may hold. */
  maxQuantity: number;
  createdAt: IsoDateTime;
}

/** A product as listings return it: enough for a card, without the variant matrix. */
export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  price: MoneyMinor;
  compareAtPrice: MoneyMinor | null;
  minPrice: MoneyMinor;
  maxPrice: MoneyMinor;
  images: ProductImage[];
  available: boolean;
  differentVariantPrice: boolean;
  /** The only variant's id when the product has exactly one, so a card can add it directly. */
  defaultVariantId: string | null;
}

export interface Collection {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: ProductImage | null;
  productCount: number;
}

export type ProductOrderBy = "createdAt" | "price" | "name" | "bestSelling";
export type CollectionOrderBy = "createdAt" | "title" | "position";

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
export interface CollectionSearchGroup {
  collection: Collection;
  products: ProductSummary[];
}

export interface QuantityDiscountTier {
  /** The tier applies from this many units of the variant in the cart. */
  minQuantity: number;
  percentOff: number;
}

export interface QuantityDiscounts {
  productId: string;
  variantId: string;
  tiers: QuantityDiscountTier[];
  /** Units of this variant already in the cart of the given token. */
  quantityInCart: number;
  /** The tier the cart's quantity reaches now, if any. */
  activeTier: QuantityDiscountTier | null;
}

export type SocialPlatform = "TIKTOK" | "YOUTUBE" | "INSTAGRAM";

export interface SocialFeedItem {
  id: string;
  platform: SocialPlatform;
  url: string;
  thumbnailUrl: string;
  caption: string;
  publishedAt: IsoDateTime;
}
