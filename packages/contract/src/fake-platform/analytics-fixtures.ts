import { ANALYTICS_STATS_DAYS } from "../analytics";
import type { AnalyticsStats } from "../types/analytics";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A week of a small shop's figures ending on `today` (UTC), busier towards the weekend, the
 * last day the busiest: what the creator's profile shows in stories.
 * @example analyticsStatsFixture(new Date("2026-11-24T12:00:00Z")).days.at(-1)?.date // "2026-11-24"
 */
export function analyticsStatsFixture(today = new Date()): AnalyticsStats {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const views = [12, 18, 9, 25, 31, 22, 40];
  return {
    days: views.slice(-ANALYTICS_STATS_DAYS).map((pageViews, index) => ({
      date: new Date(midnight - (ANALYTICS_STATS_DAYS - 1 - index) * DAY_MS)
        .toISOString()
        .slice(0, 10),
      pageViews,
      addToCarts: Math.floor(pageViews / 6),
      purchases: Math.floor(pageViews / 15),
    })),
  };
}
