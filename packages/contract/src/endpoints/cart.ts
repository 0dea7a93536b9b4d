import * as z from "zod/mini";
import { cart, cartAddPayload, cartChangePayload } from "../types/cart";
import { PRODUCT_ORDER_BYS, productSummary } from "../types/catalog";
import { defineEndpoint } from "./endpoint";
import { listingQuery } from "./listing-query";

/** A cart's token in a query string: whoever holds it holds the cart. */
const cartToken = z.string().check(z.minLength(1), z.maxLength(200));

/** The cart, proved by its token, and its cross-sell. */
export const cartEndpoints = {
  /** The cart of a token; 404 when there is none. */
  get: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: "/order/v3/cart",
    query: z.object({ cartToken }),
    answer: cart,
    access: "public",
  }),
  /** Adds units of a variant; without a token it starts a cart, whose token the answer carries. */
  add: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: "/order/v3/cart/add",
    query: z.object({ cartToken: z.optional(cartToken) }),
    body: cartAddPayload,
    answer: cart,
    access: "public",
  }),
  /** Sets a line's quantity; 0 removes it. */
  change: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: "/order/v3/cart/change",
    query: z.object({ cartToken }),
    body: cartChangePayload,
    answer: cart,
    access: "public",
  }),
  /** Products to add, none already in the cart: 4 a page, most expensive first unless told. */
  recommend: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/cart/v2/recommend",
    query: z.extend(
      listingQuery(PRODUCT_ORDER_BYS, { orderBy: "price", direction: "DESC", pageSize: 4 }),
      {
        shopId: z.optional(z.string().check(z.maxLength(100))),
        cartToken: z.optional(cartToken),
      },
    ),
    answer: productSummary,
    list: true,
    access: "public",
  }),
};
