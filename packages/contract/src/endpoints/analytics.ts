import { ANALYTICS_STATS_PATH } from "../analytics";
import { analyticsStats } from "../types/analytics";
import { defineEndpoint } from "./endpoint";

/**
 * The creator's figures. Events go to `ANALYTICS_EVENTS_PATH` through the analytics sink's
 * beacon, not an SDK call, and answer no envelope (204), so they are not described here.
 */
export const analyticsEndpoints = {
  /** Page views, add-to-carts and purchases of the last `ANALYTICS_STATS_DAYS` UTC days, oldest first. */
  stats: defineEndpoint({
    method: "GET",
    base: "membership",
    path: ANALYTICS_STATS_PATH,
    answer: analyticsStats,
    access: "creator",
  }),
};
