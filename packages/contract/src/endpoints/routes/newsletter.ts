// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.newsletter`. */
export const newsletterRoutes: EndpointRoutesOf<(typeof endpoints)["newsletter"]> = {
  subscribe: {
    method: "POST",
    base: "storefront",
    path: "/pod/newsletter/subscribers",
    list: false,
    access: "public",
  },
  listSubscribers: {
    method: "GET",
    base: "membership",
    path: "/api/creators/newsletter/subscribers",
    list: false,
    access: "creator",
  },
};
