// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.templates`. */
export const templatesRoutes: EndpointRoutesOf<(typeof endpoints)["templates"]> = {
  assignProductTemplate: {
    method: "PUT",
    base: "membership",
    path: "/api/creators/products/:productId/template",
    list: false,
    access: "creator",
  },
  assignCollectionTemplate: {
    method: "PUT",
    base: "membership",
    path: "/api/creators/collections/:collectionId/template",
    list: false,
    access: "creator",
  },
};
