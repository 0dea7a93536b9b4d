import type { StorefrontEndpoints } from "@vitrine/contract";
import { ANALYTICS_EVENTS_PATH, type Storefront } from "@vitrine/sdk";
import { connectAnalyticsSink } from "@vitrine/sdk/host";

/**
 * Sends the storefront's analytics events to the shop's sink from this page: `sendBeacon`, else
 * `fetch` with `keepalive`. Boot loads it on demand, beside the translations, so the sink's code
 * stays out of the first load; it is connected before the router exists, so the first page view
 * is not missed.
 *
 * @example
 * startAnalyticsSink(storefront, state.endpoints, window);
 */
export function startAnalyticsSink(
  storefront: Storefront,
  endpoints: StorefrontEndpoints,
  win: Window,
): () => void {
  return connectAnalyticsSink({
    analytics: storefront.analytics,
    url: `${endpoints.storefrontApiBase}${ANALYTICS_EVENTS_PATH}`,
    cookies: storefront.cookies,
    page: win,
    transport: {
      sendBeacon: (url, body) => win.navigator.sendBeacon(url, body),
      fetch: (url, init) => win.fetch(url, init),
    },
  });
}
