import * as z from "zod/mini";
import { watchHistoryEntry } from "../types/content";
import { contentPageQuery } from "./content-page-query";
import { defineEndpoint } from "./endpoint";

/** The longest position a member's progress may record: a day, in seconds. */
const MAX_POSITION_SECONDS = 86_400;

/** The member's own watch history, most recent first. */
export const watchHistoryEndpoints = {
  listWatchHistory: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/members/watch-history",
    query: contentPageQuery(),
    answer: watchHistoryEntry,
    list: true,
    access: "member",
  }),
  /** Records where the member is in a video they may watch (403 SSHOP-403 when locked). */
  recordWatchProgress: defineEndpoint({
    method: "PUT",
    base: "membership",
    path: "/api/members/watch-history/:videoId",
    body: z.object({
      positionSeconds: z.number().check(z.minimum(0), z.maximum(MAX_POSITION_SECONDS)),
    }),
    answer: watchHistoryEntry,
    access: "member",
  }),
  removeFromWatchHistory: defineEndpoint({
    method: "DELETE",
    base: "membership",
    path: "/api/members/watch-history/:videoId",
    answer: z.null(),
    access: "member",
  }),
};
