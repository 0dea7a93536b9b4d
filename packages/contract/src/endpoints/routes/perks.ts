// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.perks`. */
export const perksRoutes: EndpointRoutesOf<(typeof endpoints)["perks"]> = {
  listPerks: {
    method: "GET",
    base: "membership",
    path: "/api/members/perks",
    list: false,
    access: "account",
  },
};
