import {
  type Cart,
  type CartAddPayload,
  type CartChangePayload,
  type CartRecommendQuery,
  cartRoutes,
  type ListResponse,
  type ProductSummary,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";
import { toCallPage, toPageSize } from "./paging";

const { get, add, change, recommend } = cartRoutes;

/** Spec §9: cross-sell shows 4 products a page, most expensive first, from the first page. */
export const CROSS_SELL_DEFAULTS = Object.freeze({
  pageSize: 4,
  orderBy: "price",
  direction: "DESC",
} as const);

/**
 * The cart. The cart token identifies the cart, so it comes first, like a path id; `undefined`
 * before the first add, whose answer carries the token to keep.
 */
export interface CartApi {
  get(cartToken: string, options?: RequestOptions): Promise<Cart>;
  add(
    cartToken: string | undefined,
    payload: CartAddPayload,
    options?: RequestOptions,
  ): Promise<Cart>;
  /** Sets a line's quantity; 0 removes the line. */
  change(cartToken: string, payload: CartChangePayload, options?: RequestOptions): Promise<Cart>;
  /** Cross-sell products for the cart (on `storefrontApiBase`). */
  recommend(
    cartToken: string | undefined,
    query?: CartRecommendQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<ProductSummary>>;
}

export function createCartApi(
  gateway: HttpClient,
  storefront: HttpClient,
  shopId: string,
): CartApi {
  return {
    get: async (cartToken, options) => gateway.call(get, { query: { cartToken } }, options),
    add: async (cartToken, payload, options) =>
      gateway.call(add, { query: { cartToken }, body: payload }, options),
    change: async (cartToken, payload, options) =>
      gateway.call(change, { query: { cartToken }, body: payload }, options),
    recommend: async (cartToken, query = {}, options) =>
      storefront.call(
        recommend,
        {
          query: {
            shopId,
            direction: query.direction ?? CROSS_SELL_DEFAULTS.direction,
            orderBy: query.orderBy ?? CROSS_SELL_DEFAULTS.orderBy,
            pageNum: toCallPage(query.page),
            pageSize: toPageSize(query.pageSize, CROSS_SELL_DEFAULTS.pageSize),
            cartToken,
          },
        },
        options,
      ),
  };
}
