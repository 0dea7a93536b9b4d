// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.cart`. */
export const cartRoutes: EndpointRoutesOf<(typeof endpoints)["cart"]> = {
  get: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/cart",
    list: false,
    access: "public",
  },
  add: {
    method: "POST",
    base: "gateway",
    path: "/order/v3/cart/add",
    list: false,
    access: "public",
  },
  change: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/cart/change",
    list: false,
    access: "public",
  },
  recommend: {
    method: "GET",
    base: "storefront",
    path: "/pod/cart/v2/recommend",
    list: true,
    access: "public",
  },
};
