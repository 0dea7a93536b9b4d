import { useEffect } from "react";
import { useOptionalStorefront } from "./storefront-context";

/**
 * Counts a loading state the page shows while it is mounted, such as the fallback of a page whose
 * code is still downloading, as one of the page's pending loads (`storefront.loads`): the host's
 * loading bar (spec §4) finishes only once the page is complete, not while its code is on the way
 * and its data load has not even started. `useResource` counts its own loads; outside a
 * `StorefrontProvider` (a story) it does nothing.
 *
 * @example
 * function PageCodeLoading() {
 *   usePageLoading(); // the bar keeps running while this is on screen
 *   return <LoadingState />;
 * }
 */
export function usePageLoading(): void {
  const loads = useOptionalStorefront()?.loads;
  // `begin` returns the function that ends the load: the effect's cleanup, on unmount.
  useEffect(() => loads?.begin(), [loads]);
}
