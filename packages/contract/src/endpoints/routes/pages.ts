// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.pages`. */
export const pagesRoutes: EndpointRoutesOf<(typeof endpoints)["pages"]> = {
  get: {
    method: "GET",
    base: "storefront",
    path: "/pod/pages/:slug",
    list: false,
    access: "public",
  },
  comingSoon: {
    method: "GET",
    base: "storefront",
    path: "/pod/coming-soon",
    list: false,
    access: "public",
  },
};
