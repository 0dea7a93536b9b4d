// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.audio`. */
export const audioRoutes: EndpointRoutesOf<(typeof endpoints)["audio"]> = {
  listAudios: {
    method: "GET",
    base: "membership",
    path: "/api/audios",
    list: true,
    access: "public",
  },
  getAudio: {
    method: "GET",
    base: "membership",
    path: "/api/audios/:handle",
    list: false,
    access: "public",
  },
};
