import type { Hono } from "hono";
import { analyticsRoutes } from "./analytics/analytics-routes";
import { mediaLibraryRoutes } from "./assets/media-library-routes";
import { mediaRoutes } from "./assets/media-routes";
import { cartRoutes } from "./cart/cart-routes";
import { comingSoonRoutes } from "./coming-soon/coming-soon-routes";
import { audioRoutes } from "./content/audio-routes";
import { perkRoutes } from "./content/perk-routes";
import { postRoutes } from "./content/post-routes";
import { videoRoutes } from "./content/video-routes";
import { watchHistoryRoutes } from "./content/watch-history-routes";
import { creatorRoutes } from "./creators/creator-routes";
import { directMessageRoutes } from "./direct-messages/dm-routes";
import { donationRoutes } from "./donations/donation-routes";
import { giftRoutes } from "./gifts/gift-routes";
import type { ShopApiDeps } from "./http/env";
import type { ShopEnv } from "./http/shop-env";
import { authRoutes } from "./members/auth-routes";
import { memberRoutes } from "./members/member-routes";
import { billingRoutes } from "./membership-checkout/billing-routes";
import { membershipCheckoutRoutes } from "./membership-checkout/checkout-routes";
import { subscriptionRoutes } from "./membership-checkout/subscription-routes";
import { tipRoutes } from "./membership-checkout/tip-routes";
import { newsletterRoutes } from "./newsletter/newsletter-routes";
import { orderRoutes } from "./orders/order-routes";
import { pageRoutes } from "./pages/page-routes";
import { shopCheckoutRoutes } from "./shop-checkout/checkout-routes";
import { storefrontDiscoveryRoutes } from "./shops/storefront-discovery-routes";
import { collectionRoutes } from "./storefront/collection-routes";
import { productRoutes } from "./storefront/product-routes";
import { socialRoutes } from "./storefront/social-routes";
import { templateAssignmentRoutes } from "./storefront/template-assignment-routes";
import { themeRoutes } from "./themes/theme-routes";
import { themeSettingsRoutes } from "./themes/theme-settings-routes";
import { twitchRoutes } from "./twitch/twitch-routes";

/**
 * Every shop route module, mounted at the root behind shop resolution (`/pod`, `/order`, `/api`,
 * `/media`, `/images`).
 * A module is `(deps) => new Hono<ShopEnv>().get(…)…` with full paths; add yours here.
 */
export const shopRouteModules: ReadonlyArray<(deps: ShopApiDeps) => Hono<ShopEnv>> = [
  mediaRoutes,
  mediaLibraryRoutes,
  collectionRoutes,
  productRoutes,
  socialRoutes,
  cartRoutes,
  authRoutes,
  memberRoutes,
  creatorRoutes,
  // Before the checkout: `/checkout/billing` and `/checkout/payment-method` are not checkout ids.
  billingRoutes,
  membershipCheckoutRoutes,
  subscriptionRoutes,
  tipRoutes,
  directMessageRoutes,
  pageRoutes,
  comingSoonRoutes,
  giftRoutes,
  twitchRoutes,
  shopCheckoutRoutes,
  orderRoutes,
  donationRoutes,
  postRoutes,
  videoRoutes,
  audioRoutes,
  watchHistoryRoutes,
  perkRoutes,
  analyticsRoutes,
  themeRoutes,
  themeSettingsRoutes,
  templateAssignmentRoutes,
  newsletterRoutes,
  storefrontDiscoveryRoutes,
];
