import type { HttpClients } from "../http/client";
import { type AnalyticsApi, createAnalyticsApi } from "./analytics";
import { type CartApi, createCartApi } from "./cart";
import type { ContentApi } from "./content";
import type { DirectMessagesApi } from "./direct-messages";
import type { DonationsApi } from "./donations";
import { lazyService } from "./lazy-service";
import type { MediaApi } from "./media";
import type { MembershipApi } from "./membership";
import type { NewsletterApi } from "./newsletter";
import type { OrderApi } from "./order";
import type { PagesApi } from "./pages";
import type { ShopCheckoutApi } from "./shop-checkout";
import type { ShopConfigApi } from "./shop-config";
import type { ShopOrdersApi } from "./shop-orders";
import type { SocialApi } from "./social";
import { createStorefrontCatalogApi, type StorefrontCatalogApi } from "./storefront";
import type { TemplatesApi } from "./templates";
import type { ThemeSettingsApi } from "./theme-settings";
import type { TwitchApi } from "./twitch";

/** Every call of the HTTP contract, one namespace per service. */
export interface StorefrontApi {
  storefront: StorefrontCatalogApi;
  social: SocialApi;
  cart: CartApi;
  order: OrderApi;
  membership: MembershipApi;
  directMessages: DirectMessagesApi;
  content: ContentApi;
  pages: PagesApi;
  shopCheckout: ShopCheckoutApi;
  shopOrders: ShopOrdersApi;
  donations: DonationsApi;
  twitch: TwitchApi;
  analytics: AnalyticsApi;
  newsletter: NewsletterApi;
  /** The shop's theme settings, for its creator (the customizer). */
  themeSettings: ThemeSettingsApi;
  /** The template each product or collection shows, for its creator (the customizer). */
  templates: TemplatesApi;
  /** The shop's media library, for its creator (the customizer's image picker). */
  media: MediaApi;
  /** The shop's configuration as an app discovers it, and the origins allowed to call it (CORS). */
  shopConfig: ShopConfigApi;
}

/**
 * The API of one shop. The catalog, the cart and analytics, which every shop page may call at
 * once, are here from the start; every other service loads with its first call (`lazyService`),
 * so a shopper's product page carries no membership, checkout or customizer code.
 */
export function createStorefrontApi(clients: HttpClients, shopId: string): StorefrontApi {
  const { storefront, cart, order, membership } = clients;
  return {
    storefront: createStorefrontCatalogApi(storefront),
    cart: createCartApi(cart, storefront, shopId),
    analytics: createAnalyticsApi(membership),
    social: lazyService(async () => (await import("./social")).createSocialApi(storefront, shopId)),
    order: lazyService(async () => (await import("./order")).createOrderApi(order)),
    membership: lazyService(async () =>
      (await import("./membership")).createMembershipApi(membership),
    ),
    directMessages: lazyService(async () =>
      (await import("./direct-messages")).createDirectMessagesApi(membership),
    ),
    content: lazyService(async () => (await import("./content")).createContentApi(membership)),
    pages: lazyService(async () => (await import("./pages")).createPagesApi(storefront)),
    shopCheckout: lazyService(async () =>
      (await import("./shop-checkout")).createShopCheckoutApi(cart),
    ),
    shopOrders: lazyService(async () => (await import("./shop-orders")).createShopOrdersApi(cart)),
    donations: lazyService(async () => (await import("./donations")).createDonationsApi(cart)),
    twitch: lazyService(async () => (await import("./twitch")).createTwitchApi(storefront, cart)),
    newsletter: lazyService(async () =>
      (await import("./newsletter")).createNewsletterApi(storefront, membership),
    ),
    themeSettings: lazyService(async () =>
      (await import("./theme-settings")).createThemeSettingsApi(membership),
    ),
    templates: lazyService(async () =>
      (await import("./templates")).createTemplatesApi(membership),
    ),
    media: lazyService(async () => (await import("./media")).createMediaApi(membership)),
    shopConfig: lazyService(async () =>
      (await import("./shop-config")).createShopConfigApi(cart, membership),
    ),
  };
}
