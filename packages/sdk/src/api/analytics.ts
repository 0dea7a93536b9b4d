import { type AnalyticsStats, analyticsRoutes } from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

/**
 * The creator's analytics on `membershipBase` (bearer token). Events are not sent through here:
 * the analytics sink batches them (`connectAnalyticsSink`).
 */
export interface AnalyticsApi {
  /** Page views, add-to-carts and purchases of the last 7 UTC days, oldest first; creator only. */
  stats(options?: RequestOptions): Promise<AnalyticsStats>;
}

export function createAnalyticsApi(client: HttpClient): AnalyticsApi {
  return {
    stats: async (options) => client.call(analyticsRoutes.stats, {}, options),
  };
}
