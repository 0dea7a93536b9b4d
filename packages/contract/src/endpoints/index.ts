import { analyticsEndpoints } from "./analytics";
import { audioEndpoints } from "./audio";
import { authEndpoints } from "./auth";
import { billingEndpoints } from "./billing";
import { cartEndpoints } from "./cart";
import { catalogEndpoints } from "./catalog";
import { creatorsEndpoints } from "./creators";
import { directMessagesEndpoints } from "./direct-messages";
import { donationsEndpoints } from "./donations";
import { mediaEndpoints } from "./media";
import { membersEndpoints } from "./members";
import { membershipCheckoutEndpoints } from "./membership-checkout";
import { newsletterEndpoints } from "./newsletter";
import { pagesEndpoints } from "./pages";
import { perksEndpoints } from "./perks";
import { postsEndpoints } from "./posts";
import { shopCheckoutEndpoints } from "./shop-checkout";
import { shopOrdersEndpoints } from "./shop-orders";
import { socialEndpoints } from "./social";
import { storefrontDiscoveryEndpoints } from "./storefront-discovery";
import { subscriptionsEndpoints } from "./subscriptions";
import { templateEndpoints } from "./templates";
import { themeSettingsEndpoints } from "./theme-settings";
import { tipsEndpoints } from "./tips";
import { twitchEndpoints } from "./twitch";
import { videosEndpoints } from "./videos";
import { watchHistoryEndpoints } from "./watch-history";

/**
 * Every call of the shop platform, by service: `endpoints.newsletter.subscribe` is the one
 * description the SDK, shop-api, the fake platform and the conformance suite read.
 */
export const endpoints = {
  newsletter: newsletterEndpoints,
  storefront: catalogEndpoints,
  social: socialEndpoints,
  cart: cartEndpoints,
  shopCheckout: shopCheckoutEndpoints,
  shopOrders: shopOrdersEndpoints,
  donations: donationsEndpoints,
  twitch: twitchEndpoints,
  pages: pagesEndpoints,
  auth: authEndpoints,
  members: membersEndpoints,
  creators: creatorsEndpoints,
  membershipCheckout: membershipCheckoutEndpoints,
  subscriptions: subscriptionsEndpoints,
  billing: billingEndpoints,
  tips: tipsEndpoints,
  posts: postsEndpoints,
  videos: videosEndpoints,
  audio: audioEndpoints,
  perks: perksEndpoints,
  watchHistory: watchHistoryEndpoints,
  directMessages: directMessagesEndpoints,
  analytics: analyticsEndpoints,
  themeSettings: themeSettingsEndpoints,
  templates: templateEndpoints,
  media: mediaEndpoints,
  storefrontDiscovery: storefrontDiscoveryEndpoints,
};
