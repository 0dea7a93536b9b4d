/** What is read of a router event (TanStack's `NavigationEventInfo`). */
export interface NavigationChange {
  pathChanged: boolean;
  fromLocation?: { state: { __TSR_index?: number } };
  toLocation: { state: { __TSR_index?: number } };
}

/**
 * Whether a router event takes the visitor to another page (another path, or a new history entry
 * such as `?page=2`) rather than a page rewriting its own query string in place, as the variant
 * picker does on every click (`?Size=M`, a replace): that is no navigation, so neither the
 * loading bar nor a page view follows it.
 *
 * @example
 * isPageChange({ pathChanged: false, fromLocation: { state: { __TSR_index: 3 } }, toLocation: { state: { __TSR_index: 3 } } }) // false
 * isPageChange({ pathChanged: false, fromLocation: { state: { __TSR_index: 3 } }, toLocation: { state: { __TSR_index: 4 } } }) // true
 * isPageChange({ pathChanged: true, toLocation: { state: {} } }) // true
 */
export function isPageChange(change: NavigationChange): boolean {
  return (
    change.pathChanged ||
    change.fromLocation === undefined ||
    change.fromLocation.state.__TSR_index !== change.toLocation.state.__TSR_index
  );
}
