// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.creators`. */
export const creatorsRoutes: EndpointRoutesOf<(typeof endpoints)["creators"]> = {
  creatorProfile: {
    method: "GET",
    base: "membership",
    path: "/api/creators/profile",
    list: false,
    access: "creator",
  },
  updateCreatorProfile: {
    method: "POST",
    base: "membership",
    path: "/api/creators/update-profile",
    list: false,
    access: "creator",
  },
  shadowban: {
    method: "POST",
    base: "membership",
    path: "/api/creators/shadowban",
    list: false,
    access: "creator",
  },
};
