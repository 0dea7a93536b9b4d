import * as z from "zod/mini";
import { MAX_PAGE_SIZE } from "../limits";
import {
  COLLECTION_ORDER_BYS,
  collection,
  collectionSearchGroup,
  compactProduct,
  PRODUCT_ORDER_BYS,
  productSummary,
  quantityDiscounts,
} from "../types/catalog";
import { defineEndpoint } from "./endpoint";
import { commaList, listingQuery, queryCount, queryId } from "./listing-query";

/** How many related products one call answers at most. */
export const RELATED_PRODUCTS_MOST = 50;

/** The shop's catalogue: collections and products, answered to anyone and cached at the edge. */
export const catalogEndpoints = {
  /** The shop's collections, by position unless told otherwise. */
  listCollections: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/collections",
    query: z.extend(listingQuery(COLLECTION_ORDER_BYS, { orderBy: "position", direction: "ASC" }), {
      ids: z.optional(commaList),
    }),
    answer: collection,
    list: true,
    access: "public",
  }),
  /** One collection by id or slug; an old slug answers SSHOP-301 with the new one. */
  getCollection: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/collections/:idOrSlug",
    answer: collection,
    access: "public",
  }),
  /** The shop's products, newest first unless told otherwise, of some collections if named. */
  listProducts: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/products",
    query: z.extend(listingQuery(PRODUCT_ORDER_BYS, { orderBy: "createdAt", direction: "DESC" }), {
      collectionIds: z.optional(commaList),
    }),
    answer: productSummary,
    list: true,
    access: "public",
  }),
  /** The named collections (every one when none is named), each with its best sellers. */
  searchByCollections: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/products/search/collections",
    query: z.object({
      collectionIds: z.optional(commaList),
      size: queryCount(MAX_PAGE_SIZE, 12),
    }),
    answer: z.array(collectionSearchGroup),
    access: "public",
  }),
  /**
   * One product by id or slug, with its options and every variant, the variants as columns
   * (`packProduct`; the SDK's `getProduct` answers the objects, `unpackProduct`).
   */
  getProduct: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/products/:idOrSlug",
    answer: compactProduct,
    access: "public",
  }),
  /** Products to show beside one: the same collections first. */
  related: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/products/:productId/related",
    query: z.object({ limit: queryCount(RELATED_PRODUCTS_MOST, 12) }),
    answer: z.array(productSummary),
    access: "public",
  }),
  /** A variant's quantity tiers, and the one its units in a cart reach. */
  quantityDiscounts: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/products/:productId/quantity-discounts",
    query: z.object({
      variantId: queryId,
      cartToken: z.optional(z.string().check(z.maxLength(200))),
    }),
    answer: quantityDiscounts,
    access: "public",
  }),
};
