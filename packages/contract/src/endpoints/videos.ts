import * as z from "zod/mini";
import { video, videoEmbed, videoSeries, videoSeriesDetail, videoSummary } from "../types/content";
import { contentPageQuery, queryFlag } from "./content-page-query";
import { defineEndpoint } from "./endpoint";

/** The membership's videos and their series; a locked video comes without its `source`. */
export const videosEndpoints = {
  /** The catalogue, newest first; `featured=true` for the first tab only. */
  listVideos: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/videos",
    query: z.extend(contentPageQuery(), { featured: queryFlag }),
    answer: videoSummary,
    list: true,
    access: "public",
  }),
  /** A video by handle: its (signed) source only when the viewer may watch, the member's progress. */
  getVideo: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/videos/:handle",
    answer: video,
    access: "public",
  }),
  /** What an embedded player needs, or 403 SSHOP-403 while the video is locked. */
  getVideoEmbed: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/videos/:handle/embed",
    answer: videoEmbed,
    access: "public",
  }),
  listVideoSeries: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/video-series",
    answer: z.array(videoSeries),
    access: "public",
  }),
  /** A series with its videos in order. */
  getVideoSeries: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/video-series/:handle",
    answer: videoSeriesDetail,
    access: "public",
  }),
};
