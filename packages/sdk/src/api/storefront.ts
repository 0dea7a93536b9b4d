import {
  type Collection,
  type CollectionSearchGroup,
  type CollectionsQuery,
  DEFAULT_PAGE_SIZE,
  type ListResponse,
  type Product,
  type ProductSummary,
  type ProductsQuery,
  type QuantityDiscounts,
  storefrontRoutes,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import { commaList, type HttpClient } from "../http/client";
import { productFromAnswer } from "../products/packed-products";
import { toCallPage, toPageSize } from "./paging";

const {
  listCollections,
  getCollection,
  listProducts,
  getProduct,
  searchByCollections,
  related,
  quantityDiscounts,
} = storefrontRoutes;

export interface SearchByCollectionsQuery {
  collectionIds: string[];
  /** Products per collection; 12 when absent. */
  size?: number;
}

export interface RelatedProductsQuery {
  /** 12 when absent. */
  limit?: number;
}

export interface QuantityDiscountsQuery {
  variantId: string;
  /** Counts the units of the variant already in this cart. */
  cartToken?: string;
}

/** Catalogue calls on `storefrontApiBase`. */
export interface StorefrontCatalogApi {
  listCollections(
    query?: CollectionsQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<Collection>>;
  getCollection(idOrSlug: string, options?: RequestOptions): Promise<Collection>;
  listProducts(
    query?: ProductsQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<ProductSummary>>;
  getProduct(idOrSlug: string, options?: RequestOptions): Promise<Product>;
  searchByCollections(
    query: SearchByCollectionsQuery,
    options?: RequestOptions,
  ): Promise<CollectionSearchGroup[]>;
  related(
    productId: string,
    query?: RelatedProductsQuery,
    options?: RequestOptions,
  ): Promise<ProductSummary[]>;
  quantityDiscounts(
    productId: string,
    query: QuantityDiscountsQuery,
    options?: RequestOptions,
  ): Promise<QuantityDiscounts>;
}

export function createStorefrontCatalogApi(client: HttpClient): StorefrontCatalogApi {
  return {
    listCollections: async (query = {}, options) =>
      client.call(
        listCollections,
        {
          query: {
            ids: commaList(query.ids),
            direction: query.direction,
            orderBy: query.orderBy,
            pageNum: toCallPage(query.page),
            pageSize: toPageSize(query.pageSize, DEFAULT_PAGE_SIZE),
          },
        },
        options,
      ),
    getCollection: async (idOrSlug, options) =>
      client.call(getCollection, { params: { idOrSlug } }, options),
    listProducts: async (query = {}, options) =>
      client.call(
        listProducts,
        {
          query: {
            collectionIds: commaList(query.collectionIds),
            direction: query.direction,
            orderBy: query.orderBy,
            pageNum: toCallPage(query.page),
            pageSize: toPageSize(query.pageSize, DEFAULT_PAGE_SIZE),
          },
        },
        options,
      ),
    getProduct: async (idOrSlug, options) =>
      productFromAnswer(await client.call(getProduct, { params: { idOrSlug } }, options)),
    searchByCollections: async (query, options) =>
      client.call(
        searchByCollections,
        {
          query: {
            collectionIds: commaList(query.collectionIds),
            size: toPageSize(query.size, DEFAULT_PAGE_SIZE),
          },
        },
        options,
      ),
    related: async (productId, query = {}, options) =>
      client.call(
        related,
        { params: { productId }, query: { limit: toPageSize(query.limit, DEFAULT_PAGE_SIZE) } },
        options,
      ),
    quantityDiscounts: async (productId, query, options) =>
      client.call(
        quantityDiscounts,
        {
          params: { productId },
          query: { variantId: query.variantId, cartToken: query.cartToken },
        },
        options,
      ),
  };
}
