import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while React hydrates the server's markup (and on the server), true from then on: what
 * only the browser knows waits for it. The unread count is polled in the browser as the page
 * starts, so it may land before hydration; shown at once, it made the page differ from the
 * server's (React error #418 on the membership pages of a member with unread messages). A shared
 * page is rendered for no one, so the visitor's consent answer waits too.
 *
 * @example
 * const hydrated = useHydrated(); // false in the server's render and React's hydration
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
