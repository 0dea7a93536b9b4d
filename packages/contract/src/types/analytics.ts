import * as z from "zod/mini";
import type { ANALYTICS_EVENT_NAMES } from "../analytics";
import type { IsoDateTime } from "./common";

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** A payload value: ids, amounts, codes and a page title; never an object, never personal data. */
export type AnalyticsValue = string | number | boolean;

/**
 * One recorded event as it travels. `visitorId` and `sessionId` are random ids the storefront
 * made up (a visitor is a browser, a session one page load), never an account, an email or an IP.
 */
export interface AnalyticsEventRecord {
  name: AnalyticsEventName;
  payload: Record<string, AnalyticsValue>;
  /** When it happened in the browser. */
  timestamp: IsoDateTime;
  /** The page it happened on, without query string nor fragment. */
  path: string;
  visitorId: string;
  sessionId: string;
}

/** The body of `POST /api/analytics/events`: at most `ANALYTICS_MAX_EVENTS_PER_BATCH` events. */
export interface AnalyticsBatch {
  events: AnalyticsEventRecord[];
}

/** One UTC day of the creator's figures. */
export const analyticsDay = z.object({
  /** `YYYY-MM-DD`, UTC. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  pageViews: z.number().check(z.int(), z.minimum(0)),
  addToCarts: z.number().check(z.int(), z.minimum(0)),
  purchases: z.number().check(z.int(), z.minimum(0)),
});
export type AnalyticsDay = z.output<typeof analyticsDay>;

/** The creator's figures: one entry per day of the last `ANALYTICS_STATS_DAYS`, oldest first. */
export const analyticsStats = z.object({ days: z.array(analyticsDay) });
export type AnalyticsStats = z.output<typeof analyticsStats>;

/** The shop's analytics settings, as the owner chose them. */
export interface ShopAnalyticsSettings {
  /** Record nothing until the visitor accepts (the theme asks with a consent banner). */
  consentRequired: boolean;
}
