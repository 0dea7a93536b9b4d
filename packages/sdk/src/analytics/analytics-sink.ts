import { ANALYTICS_EVENT_NAMES, type AnalyticsEventRecord } from "@vitrine/contract";
import type { CookieJar } from "../cookies/cookie-jar";
import type { Analytics } from "./create-analytics";
import { createEventBatcher } from "./event-batcher";
import { randomId } from "./random-id";
import { type BeaconTransport, sendAnalyticsBatch } from "./send-analytics-batch";

/** The browser's anonymous id; written with the first recorded event, so only after consent. */
export const ANALYTICS_VISITOR_COOKIE = "vitrine_analytics_visitor";

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The page the sink lives in: where it reads the path and hears the page hide. */
export interface SinkPage {
  location: { pathname: string };
  addEventListener(type: "pagehide", listener: () => void): void;
  removeEventListener(type: "pagehide", listener: () => void): void;
  document: {
    visibilityState: DocumentVisibilityState;
    addEventListener(type: "visibilitychange", listener: () => void): void;
    removeEventListener(type: "visibilitychange", listener: () => void): void;
  };
}

export interface AnalyticsSinkOptions {
  analytics: Pick<Analytics, "on">;
  /** The sink's address: `{storefrontApiBase}/api/analytics/events`. */
  url: string;
  cookies: CookieJar;
  page: SinkPage;
  transport: BeaconTransport;
  now?: () => Date;
  /** When queued events are sent at the latest; default 5 s. */
  flushAfterMs?: number;
}

/**
 * Sends every event of the bus to the shop's sink, batched, and what is queued when the page
 * hides (`pagehide`, or `visibilitychange` to hidden, the last moment a mobile browser grants).
 * The bus is silent in owner modes and without consent, so only events that may be recorded ever
 * get here. Each event carries the page path, a random visitor id kept in a cookie and a random
 * id of this page load; nothing else about the visitor. Returns the function that disconnects.
 *
 * @example
 * const disconnect = connectAnalyticsSink({
 *   analytics: storefront.analytics, cookies: storefront.cookies, page: window,
 *   url: `${endpoints.storefrontApiBase}${ANALYTICS_EVENTS_PATH}`,
 *   transport: { sendBeacon: (url, body) => navigator.sendBeacon(url, body), fetch },
 * });
 */
export function connectAnalyticsSink({
  analytics,
  url,
  cookies,
  page,
  transport,
  now = () => new Date(),
  flushAfterMs,
}: AnalyticsSinkOptions): () => void {
  const sessionId = randomId();
  const batcher = createEventBatcher({
    send: (events) => sendAnalyticsBatch(url, { events }, transport),
    flushAfterMs,
  });
  const visitorId = () => {
    const known = cookies.get(ANALYTICS_VISITOR_COOKIE);
    if (known) return known;
    const id = randomId();
    cookies.set(ANALYTICS_VISITOR_COOKIE, id, {
      maxAge: ONE_YEAR_IN_SECONDS,
      path: "/",
      sameSite: "lax",
    });
    return id;
  };

  const unsubscribes = ANALYTICS_EVENT_NAMES.map((name) =>
    analytics.on(name, (payload) => {
      const record: AnalyticsEventRecord = {
        name,
        payload: payload as AnalyticsEventRecord["payload"],
        timestamp: now().toISOString(),
        path: page.location.pathname,
        visitorId: visitorId(),
        sessionId,
      };
      batcher.add(record);
    }),
  );
  const flush = () => batcher.flush();
  const flushWhenHidden = () => {
    if (page.document.visibilityState === "hidden") batcher.flush();
  };
  page.addEventListener("pagehide", flush);
  page.document.addEventListener("visibilitychange", flushWhenHidden);

  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    page.removeEventListener("pagehide", flush);
    page.document.removeEventListener("visibilitychange", flushWhenHidden);
    batcher.flush();
  };
}
