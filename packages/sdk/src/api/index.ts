import type { HttpClients } from "../http/client";
import { type AnalyticsApi, createAnalyticsApi } from "./analytics";
import { type CartApi, createCartApi } from "./cart";
import { type ContentApi, createContentApi } from "./content";
import { createDirectMessagesApi, type DirectMessagesApi } from "./direct-messages";
import { createDonationsApi, type DonationsApi } from "./donations";
import { createMediaApi, type MediaApi } from "./media";
import { createMembershipApi, type MembershipApi } from "./membership";
import { createNewsletterApi, type NewsletterApi } from "./newsletter";
import { createOrderApi, type OrderApi } from "./order";
import { createPagesApi, type PagesApi } from "./pages";
import { createShopCheckoutApi, type ShopCheckoutApi } from "./shop-checkout";
import { createShopConfigApi, type ShopConfigApi } from "./shop-config";
import { createShopOrdersApi, type ShopOrdersApi } from "./shop-orders";
import { createSocialApi, type SocialApi } from "./social";
import { createStorefrontCatalogApi, type StorefrontCatalogApi } from "./storefront";
import { createTemplatesApi, type TemplatesApi } from "./templates";
import { createThemeSettingsApi, type ThemeSettingsApi } from "./theme-settings";
import { createTwitchApi, type TwitchApi } from "./twitch";

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

export function createStorefrontApi(clients: HttpClients, shopId: string): StorefrontApi {
  return {
    storefront: createStorefrontCatalogApi(clients.storefront),
    social: createSocialApi(clients.storefront, shopId),
    cart: createCartApi(clients.cart, clients.storefront, shopId),
    order: createOrderApi(clients.order),
    membership: createMembershipApi(clients.membership),
    directMessages: createDirectMessagesApi(clients.membership),
    content: createContentApi(clients.membership),
    pages: createPagesApi(clients.storefront),
    shopCheckout: createShopCheckoutApi(clients.cart),
    shopOrders: createShopOrdersApi(clients.cart),
    donations: createDonationsApi(clients.cart),
    twitch: createTwitchApi(clients.storefront, clients.cart),
    analytics: createAnalyticsApi(clients.membership),
    newsletter: createNewsletterApi(clients.storefront, clients.membership),
    themeSettings: createThemeSettingsApi(clients.membership),
    templates: createTemplatesApi(clients.membership),
    media: createMediaApi(clients.membership),
    shopConfig: createShopConfigApi(clients.cart, clients.membership),
  };
}
