// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.storefront`. */
export const storefrontRoutes: EndpointRoutesOf<(typeof endpoints)["storefront"]> = {
  listCollections: {
    method: "GET",
    base: "storefront",
    path: "/pod/collections",
    list: true,
    access: "public",
  },
  getCollection: {
    method: "GET",
    base: "storefront",
    path: "/pod/collections/:idOrSlug",
    list: false,
    access: "public",
  },
  listProducts: {
    method: "GET",
    base: "storefront",
    path: "/pod/products",
    list: true,
    access: "public",
  },
  searchByCollections: {
    method: "GET",
    base: "storefront",
    path: "/pod/products/search/collections",
    list: false,
    access: "public",
  },
  getProduct: {
    method: "GET",
    base: "storefront",
    path: "/pod/products/:idOrSlug",
    list: false,
    access: "public",
  },
  related: {
    method: "GET",
    base: "storefront",
    path: "/pod/products/:productId/related",
    list: false,
    access: "public",
  },
  quantityDiscounts: {
    method: "GET",
    base: "storefront",
    path: "/pod/products/:productId/quantity-discounts",
    list: false,
    access: "public",
  },
};
