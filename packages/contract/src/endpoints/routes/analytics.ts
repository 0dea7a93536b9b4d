// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.analytics`. */
export const analyticsRoutes: EndpointRoutesOf<(typeof endpoints)["analytics"]> = {
  stats: {
    method: "GET",
    base: "membership",
    path: "/api/creators/analytics",
    list: false,
    access: "creator",
  },
};
