// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.watchHistory`. */
export const watchHistoryRoutes: EndpointRoutesOf<(typeof endpoints)["watchHistory"]> = {
  listWatchHistory: {
    method: "GET",
    base: "membership",
    path: "/api/members/watch-history",
    list: true,
    access: "member",
  },
  recordWatchProgress: {
    method: "PUT",
    base: "membership",
    path: "/api/members/watch-history/:videoId",
    list: false,
    access: "member",
  },
  removeFromWatchHistory: {
    method: "DELETE",
    base: "membership",
    path: "/api/members/watch-history/:videoId",
    list: false,
    access: "member",
  },
};
