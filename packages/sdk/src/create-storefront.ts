import type { AppConfig } from "@vitrine/contract";
import { subscribe } from "valtio/vanilla";
import { mayRecord } from "./analytics/analytics-consent";
import { type ConsentStore, createConsentStore } from "./analytics/consent-store";
import { type Analytics, createAnalytics } from "./analytics/create-analytics";
import { withAnalyticsEvents } from "./analytics/tracked-api";
import { createStorefrontApi, type StorefrontApi } from "./api/index";
import {
  type NavigateOptions,
  type ResolvedStorefrontConfig,
  resolveStorefrontConfig,
  type StorefrontConfig,
} from "./config";
import { createBrowserCookieJar } from "./cookies/browser-cookie-jar";
import type { CookieJar } from "./cookies/cookie-jar";
import { createMemoryCookieJar } from "./cookies/memory-cookie-jar";
import { readAuthToken } from "./cookies/tokens";
import { createDateFormatter, type DateFormatter } from "./dates/format-date";
import type { ShopStorefrontConfig } from "./discover-storefront";
import { createHttpClients } from "./http/client";
import { createPendingLoads, type PendingLoads } from "./loading/pending-loads";
import { createMoneyFormatter, type MoneyFormatter } from "./money/format-money";
import { ownerModePath } from "./navigation/owner-mode-path";
import { createSessionAccess, type SessionAccess } from "./session/session-access";
import { type AppErrorStore, createAppErrorStore } from "./stores/app-error-store";
import { type AuthStore, createAuthStore } from "./stores/auth-store";
import { type CartStore, createCartStore } from "./stores/cart-store";
import {
  createDirectMessageWidgetStore,
  type DirectMessageWidgetStore,
} from "./stores/direct-message-widget-store";
import { createShopStore, type ShopStore } from "./stores/shop-store";
import { createSubscriptionActions, type SubscriptionActions } from "./stores/subscription-actions";
import { createTwitchStore, type TwitchStore } from "./stores/twitch-store";

/** One storefront: everything it holds is its own, so instances never share state. */
export interface Storefront {
  config: ResolvedStorefrontConfig;
  cookies: CookieJar;
  session: SessionAccess;
  api: StorefrontApi;
  analytics: Analytics;
  stores: StorefrontStores;
  subscription: SubscriptionActions;
  /** The page's data loads under way (`useResource` reports them), for the loading bar. */
  loads: PendingLoads;
  /** Writes prices and dates with the formats the page carries, caching the `Intl` ones it builds. */
  formats: StorefrontFormats;
  /** Changes page: the host's router when it passed one, else a full page load. */
  navigate(path: string, options?: NavigateOptions): void;
  /** Stops the direct-message poll and store subscriptions, e.g. when a test or SSR render ends. */
  destroy(): void;
}

/** An instance's money and date formatters (`createMoneyFormatter`, `createDateFormatter`). */
export interface StorefrontFormats {
  money: MoneyFormatter;
  date: DateFormatter;
}

/** The valtio stores of an instance; the React layer reads them with `useSnapshot`. */
export interface StorefrontStores {
  shop: ShopStore;
  cart: CartStore;
  auth: AuthStore;
  directMessageWidget: DirectMessageWidgetStore;
  twitch: TwitchStore;
  appError: AppErrorStore;
  /** The visitor's analytics consent and the shop's wish for it (the consent banner). */
  consent: ConsentStore;
}

const NO_APP_CONFIG: AppConfig = { showAdminBar: false, customizerOrigin: "" };

/**
 * Builds a storefront instance from its config: the HTTP clients per base, the API namespaces,
 * the cookie jar and the session read from it. Given only a shop's address, it first reads the
 * shop's id, API bases, currency and locale from the shop (`discoverStorefront`) and restores
 * the visitor's cart, so it answers a promise.
 *
 * @example
 * const storefront = createStorefront({ shopId: "shop_1", endpoints, locale: "fr" });
 * const { data: products } = await storefront.api.storefront.listProducts({ page: 1 });
 * @example
 * const shop = await createStorefront({ shop: "https://demo.example" });
 * shop.formats.money(1999, shop.config) // "$19.99": the shop's own currency and locale
 */
export function createStorefront(input: StorefrontConfig): Storefront;
export function createStorefront(input: ShopStorefrontConfig): Promise<Storefront>;
export function createStorefront(
  input: StorefrontConfig | ShopStorefrontConfig,
): Storefront | Promise<Storefront> {
  return "shop" in input ? connectStorefront(input) : storefrontOf(input);
}

async function connectStorefront({ shop, ...rest }: ShopStorefrontConfig): Promise<Storefront> {
  // Loaded here only: checking the shop's answer takes zod, which a storefront given its config
  // (the host's pages) never needs.
  const { discoverStorefront } = await import("./discover-storefront");
  const { shop: found, endpoints } = await discoverStorefront(shop, rest.fetch);
  const storefront = storefrontOf({
    ...rest,
    shopId: found.id,
    endpoints,
    locale: found.locale,
    currency: found.currency,
  });
  await storefront.stores.cart.load();
  return storefront;
}

function storefrontOf(input: StorefrontConfig): Storefront {
  const config = resolveStorefrontConfig(input);
  const cookies = input.cookies ?? defaultCookieJar();
  const clients = createHttpClients(config, () => readAuthToken(cookies), input.fetch);
  const session = createSessionAccess(cookies);
  const initial = input.initialState;
  const consent = createConsentStore({
    cookies,
    consentRequired: initial?.shop?.analytics.consentRequired ?? false,
  });
  const analytics = createAnalytics({
    // The customizer and previews are the owner's own visits, not shoppers'.
    silent: config.customizing || config.previewing,
    mayRecord: () => mayRecord(consent.state.consent, consent.state),
  });
  const api = withAnalyticsEvents(createStorefrontApi(clients, config.shopId), analytics);
  const shop = createShopStore({
    shop: initial?.shop ?? null,
    membershipSettings: initial?.membershipSettings ?? null,
    app: initial?.app ?? NO_APP_CONFIG,
  });
  // Every navigation the storefront makes keeps the owner's modes, so the customizer's live
  // updates and a preview survive a click or a redirect inside the frame.
  const navigateTo = input.navigate ?? defaultNavigate;
  const navigate: Storefront["navigate"] = (path, options) =>
    navigateTo(ownerModePath(path, config), options);
  const auth = createAuthStore({ api, session, navigate });
  const directMessageWidget = createDirectMessageWidgetStore({
    fetchWidget: () => api.directMessages.widget(),
    visibility: input.visibility,
  });
  const stores: StorefrontStores = {
    shop,
    cart: createCartStore({ api: api.cart, cookies, analytics }),
    auth,
    directMessageWidget,
    twitch: createTwitchStore(initial?.twitch ?? null),
    appError: createAppErrorStore(input.onError),
    consent,
  };

  // The unread badge polls only while a member is logged in on a shop with direct messages on.
  const syncDirectMessagePoll = () => {
    const memberLoggedIn = auth.state.user?.type === "MEMBER";
    const enabled = shop.state.membershipSettings?.directMessage.enabled === true;
    if (memberLoggedIn && enabled) directMessageWidget.start();
    else directMessageWidget.stop();
  };
  const unsubscribe = subscribe(auth.state, syncDirectMessagePoll);

  return {
    config,
    cookies,
    session,
    api,
    analytics,
    stores,
    subscription: createSubscriptionActions({ api: api.order, auth }),
    loads: createPendingLoads(),
    formats: {
      money: createMoneyFormatter(initial?.moneyFormats),
      date: createDateFormatter(initial?.dateFormats),
    },
    navigate,
    destroy() {
      unsubscribe();
      directMessageWidget.stop();
    },
  };
}

function defaultNavigate(path: string, options?: NavigateOptions): void {
  if (typeof window === "undefined") return;
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
}

function defaultCookieJar(): CookieJar {
  return typeof document === "undefined"
    ? createMemoryCookieJar()
    : createBrowserCookieJar(document);
}
