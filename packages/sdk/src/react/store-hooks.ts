import { useEffect } from "react";
import type { useSnapshot } from "valtio/react";
import type { ConsentStore } from "../analytics/consent-store";
import type { Analytics } from "../analytics/create-analytics";
import type { AppErrorStore } from "../stores/app-error-store";
import type { AuthStore } from "../stores/auth-store";
import type { CartStore } from "../stores/cart-store";
import type { DirectMessageWidgetStore } from "../stores/direct-message-widget-store";
import type { ShopStore } from "../stores/shop-store";
import type { SubscriptionActions } from "../stores/subscription-actions";
import type { TwitchStore } from "../stores/twitch-store";
import { useStoreState } from "./store-state";
import { useStorefront } from "./storefront-context";

/**
 * A store as a component sees it: its actions, and its state as a render snapshot. The component
 * re-renders only when a property it read changes (valtio tracks the reads).
 */
export type StoreView<Store extends { state: object }> = Omit<Store, "state"> & {
  state: ReturnType<typeof useSnapshot<Store["state"]>>;
};

function useStoreView<Store extends { state: object }>(store: Store): StoreView<Store> {
  const state = useStoreState(store.state) as StoreView<Store>["state"];
  return { ...store, state };
}

/** @example const { state: { shop } } = useShop(); formatMoney(1500, shop.currency, shop.locale) */
export function useShop(): StoreView<ShopStore> {
  return useStoreView(useStorefront().stores.shop);
}

/**
 * The cart, loaded if no one has loaded it yet: start-up skips it on a checkout page, and the
 * shop's pages reached from there (back to the cart, the header's badge) need it.
 * @example const { state: { cart, miniCart }, add, closeMiniCart } = useCart();
 */
export function useCart(): StoreView<CartStore> {
  const cart = useStorefront().stores.cart;
  useEffect(() => {
    void cart.ensureLoaded();
  }, [cart]);
  return useStoreView(cart);
}

/** @example const { state: { user }, login, logout } = useAuth(); */
export function useAuth(): StoreView<AuthStore> {
  return useStoreView(useStorefront().stores.auth);
}

/** @example const { state: { isLive, channelName } } = useTwitch(); */
export function useTwitch(): StoreView<TwitchStore> {
  return useStoreView(useStorefront().stores.twitch);
}

/** @example const { state: { unreadMessageCount } } = useDirectMessageWidget(); */
export function useDirectMessageWidget(): StoreView<DirectMessageWidgetStore> {
  return useStoreView(useStorefront().stores.directMessageWidget);
}

/** @example const { state: { payload } } = useAppError(); */
export function useAppError(): StoreView<AppErrorStore> {
  return useStoreView(useStorefront().stores.appError);
}

/** @example const { cancel } = useSubscriptionActions(); await cancel(); */
export function useSubscriptionActions(): SubscriptionActions {
  return useStorefront().subscription;
}

/** @example const analytics = useAnalytics(); analytics.emit("product_view", { … }); */
export function useAnalytics(): Analytics {
  return useStorefront().analytics;
}

/**
 * The visitor's analytics consent, for a consent banner.
 * @example const { state: { consent, consentRequired }, grant, deny } = useAnalyticsConsent();
 */
export function useAnalyticsConsent(): StoreView<ConsentStore> {
  return useStoreView(useStorefront().stores.consent);
}
