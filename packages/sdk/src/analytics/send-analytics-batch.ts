import type { AnalyticsBatch } from "@vitrine/contract";

/** What sending needs from the browser; tests pass fakes. */
export interface BeaconTransport {
  sendBeacon?: (url: string, body: string) => boolean;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
}

/**
 * Posts a batch to the sink without holding the page: `navigator.sendBeacon` (queued by the
 * browser, delivered even as the page unloads), else `fetch` with `keepalive`, which outlives the
 * page the same way. Both send `text/plain`, a request no preflight delays. A lost batch is
 * lost: analytics never breaks or slows a page.
 *
 * @example
 * sendAnalyticsBatch("/api/analytics/events", { events }, { sendBeacon, fetch });
 * // sendBeacon("/api/analytics/events", '{"events":[…]}')
 */
export function sendAnalyticsBatch(
  url: string,
  batch: AnalyticsBatch,
  transport: BeaconTransport,
): void {
  const body = JSON.stringify(batch);
  try {
    if (transport.sendBeacon?.(url, body)) return;
  } catch {
    // A browser refusing the beacon (too large a queue, a policy) leaves fetch to try.
  }
  transport
    .fetch(url, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    })
    .catch(() => {});
}
