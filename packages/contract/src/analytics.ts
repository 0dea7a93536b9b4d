/**
 * What the storefront's analytics bus and the shop platform's event sink agree on: the event
 * names, where batches go, their limits and the consent cookie.
 */

/** Every event the storefront records; the sink refuses any other name. */
export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "product_view",
  "add_to_cart",
  "checkout_started",
  "purchase",
  "sign_up",
  "subscription_started",
] as const;

/** Where a storefront posts its batches (`storefrontApiBase`); no login, the shop is the host's. */
export const ANALYTICS_EVENTS_PATH = "/api/analytics/events";
/** The creator's figures of the last days (`membershipBase`, the creator's bearer token). */
export const ANALYTICS_STATS_PATH = "/api/creators/analytics";

/** The most events one batch may carry: the storefront flushes before it holds more. */
export const ANALYTICS_MAX_EVENTS_PER_BATCH = 50;
/** The most bytes of one event's payload as JSON: ids, amounts and a title, never a document. */
export const ANALYTICS_MAX_PAYLOAD_BYTES = 1024;
/** The most bytes of a batch body; under `sendBeacon`'s 64 KB so a page-hide flush is queued. */
export const ANALYTICS_MAX_BATCH_BYTES = 60 * 1024;
/** How many days, today included, the creator's figures cover. */
export const ANALYTICS_STATS_DAYS = 7;

/**
 * The visitor's answer to the consent banner, `granted` or `denied`; absent until they answer.
 * A shop that does not require consent records without it.
 */
export const ANALYTICS_CONSENT_COOKIE = "vitrine_analytics_consent";
/** The answers the consent cookie may hold; any other value reads as no answer. */
export const ANALYTICS_CONSENT_ANSWERS = ["granted", "denied"] as const;
