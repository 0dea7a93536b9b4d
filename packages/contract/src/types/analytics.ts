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
export interface AnalyticsDay {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  pageViews: number;
  addToCarts: number;
  purchases: number;
}

/** The creator's figures: one entry per day of the last `ANALYTICS_STATS_DAYS`, oldest first. */
export interface AnalyticsStats {
  days: AnalyticsDay[];
}

/** The shop's analytics settings, as the owner chose them. */
export interface ShopAnalyticsSettings {
  /** Record nothing until the visitor accepts (the theme asks with a consent banner). */
  consentRequired: boolean;
}
