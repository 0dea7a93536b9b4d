import type { Analytics } from "@vitrine/sdk";

/** What a page view needs from the router: its resolved navigations. */
export interface ResolvedNavigations {
  subscribe(
    event: "onResolved",
    listener: (event: { toLocation: { pathname: string }; hrefChanged: boolean }) => void,
  ): () => void;
}

/**
 * Emits `page_view` once each navigation has resolved (its page loaded and shown), the first
 * load included: the path and the document's title. A reload of the same address
 * (`router.invalidate()`) is not a new view. The bus decides whether it is recorded (owner modes,
 * consent). Returns the function that stops.
 *
 * @example
 * recordPageViews(router, storefront.analytics, document);
 * // navigating to /cart → analytics.emit("page_view", { path: "/cart", title: "Maya Makes" })
 */
export function recordPageViews(
  router: ResolvedNavigations,
  analytics: Pick<Analytics, "emit">,
  doc: Pick<Document, "title">,
): () => void {
  return router.subscribe("onResolved", ({ toLocation, hrefChanged }) => {
    if (hrefChanged) analytics.emit("page_view", { path: toLocation.pathname, title: doc.title });
  });
}
