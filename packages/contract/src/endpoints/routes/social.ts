// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.social`. */
export const socialRoutes: EndpointRoutesOf<(typeof endpoints)["social"]> = {
  feed: {
    method: "GET",
    base: "storefront",
    path: "/pod/app/:shopId/social/:platform/feed",
    list: false,
    access: "public",
  },
};
