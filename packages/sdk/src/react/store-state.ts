import { useSyncExternalStore } from "react";
import { useSnapshot } from "valtio/react";
import { snapshot } from "valtio/vanilla";

/** Each store's state as the page's markup shows it, taken as React starts to hydrate it. */
const pinned = new WeakMap<object, object>();

const neverChanges = () => () => {};

/**
 * Keeps what the server's markup shows of each store for as long as React hydrates it. React
 * hydrates the root first and each Suspense boundary in a later pass (a theme's lazy page, the
 * router's matches); what the visitor's cart or profile changes in between would otherwise meet a
 * part that has not hydrated yet, whose text then differs from the server's (React error #418).
 * Call it just before `hydrateRoot`, once the stores hold what the server rendered from.
 *
 * @example
 * pinStoresForHydration(storefront);
 * hydrateRoot(container, tree); // a boundary hydrating after a cart load still reads the pinned cart
 */
export function pinStoresForHydration<
  Stores extends { [Name in keyof Stores]: { state: object } },
>(storefront: { stores: Stores }): void {
  for (const store of Object.values<{ state: object }>(storefront.stores)) {
    pinned.set(store.state, snapshot(store.state));
  }
}

/**
 * A store's state as a render snapshot (valtio's `useSnapshot`: the component re-renders only
 * when a property it read changes). While React hydrates the component, the state pinned for
 * hydration (`pinStoresForHydration`) when the store has changed since; React then renders the
 * live state once the component is hydrated, as it does for `useSyncExternalStore`'s server
 * snapshot.
 *
 * @example
 * const { user } = useStoreState(storefront.stores.auth.state); // null while hydrating a shared page
 */
export function useStoreState<State extends object>(
  state: State,
): ReturnType<typeof useSnapshot<State>> {
  const live = useSnapshot(state);
  const hydrationState = pinned.get(state) as ReturnType<typeof useSnapshot<State>> | undefined;
  const readPinned = useSyncExternalStore(
    neverChanges,
    () => false,
    () => hydrationState !== undefined && hydrationState !== snapshot(state),
  );
  return readPinned && hydrationState !== undefined ? hydrationState : live;
}
