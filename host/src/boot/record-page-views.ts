import type { Analytics } from "@vitrine/sdk";
import { isPageChange, type NavigationChange } from "../routes/page-change";

/** What a page view needs from the router: its resolved navigations. */
export interface ResolvedNavigations {
  subscribe(
    event: "onResolved",
    listener: (
      event: NavigationChange & { toLocation: { pathname: string }; hrefChanged: boolean },
    ) => void,
  ): () => void;
}

/**
 * Emits `page_view` for each navigation to another page (`isPageChange`: not a page rewriting its
 * own query string, as the variant picker does), the first load included, once the page's data
 * has arrived (`loads.idle()`), so the title is the page's own (`usePageTitle`), not the previous
 * one's. A reload of the same address (`router.invalidate()`) is not a new view. The bus decides
 * whether it is recorded (owner modes, consent). Returns the function that stops.
 *
 * @example
 * recordPageViews(router, storefront.analytics, document, storefront.loads);
 * // navigating to a product → analytics.emit("page_view", { path: "/products/tee", title: "Tee · Maya Makes" })
 */
export function recordPageViews(
  router: ResolvedNavigations,
  analytics: Pick<Analytics, "emit">,
  doc: Pick<Document, "title">,
  loads: { idle(): Promise<void> },
): () => void {
  return router.subscribe("onResolved", (change) => {
    if (!change.hrefChanged || !isPageChange(change)) return;
    const path = change.toLocation.pathname;
    void loads.idle().then(() => analytics.emit("page_view", { path, title: doc.title }));
  });
}
