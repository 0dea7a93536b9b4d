// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.videos`. */
export const videosRoutes: EndpointRoutesOf<(typeof endpoints)["videos"]> = {
  listVideos: {
    method: "GET",
    base: "membership",
    path: "/api/videos",
    list: true,
    access: "public",
  },
  getVideo: {
    method: "GET",
    base: "membership",
    path: "/api/videos/:handle",
    list: false,
    access: "public",
  },
  getVideoEmbed: {
    method: "GET",
    base: "membership",
    path: "/api/videos/:handle/embed",
    list: false,
    access: "public",
  },
  listVideoSeries: {
    method: "GET",
    base: "membership",
    path: "/api/video-series",
    list: false,
    access: "public",
  },
  getVideoSeries: {
    method: "GET",
    base: "membership",
    path: "/api/video-series/:handle",
    list: false,
    access: "public",
  },
};
