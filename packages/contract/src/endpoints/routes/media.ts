// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.media`. */
export const mediaRoutes: EndpointRoutesOf<(typeof endpoints)["media"]> = {
  list: {
    method: "GET",
    base: "membership",
    path: "/api/creators/media",
    list: true,
    access: "creator",
  },
  upload: {
    method: "POST",
    base: "membership",
    path: "/api/creators/media",
    list: false,
    access: "creator",
  },
  setAlt: {
    method: "PATCH",
    base: "membership",
    path: "/api/creators/media/:id",
    list: false,
    access: "creator",
  },
  remove: {
    method: "DELETE",
    base: "membership",
    path: "/api/creators/media/:id",
    list: false,
    access: "creator",
  },
};
