// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoute, EndpointRoutesOf } from "./endpoint-route";
import type { endpoints } from "./index";
import type { enterComingSoon } from "./pages";
import { analyticsRoutes } from "./routes/analytics";
import { audioRoutes } from "./routes/audio";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { cartRoutes } from "./routes/cart";
import { creatorsRoutes } from "./routes/creators";
import { directMessagesRoutes } from "./routes/direct-messages";
import { donationsRoutes } from "./routes/donations";
import { mediaRoutes } from "./routes/media";
import { membersRoutes } from "./routes/members";
import { membershipCheckoutRoutes } from "./routes/membership-checkout";
import { newsletterRoutes } from "./routes/newsletter";
import { pagesRoutes } from "./routes/pages";
import { perksRoutes } from "./routes/perks";
import { postsRoutes } from "./routes/posts";
import { shopCheckoutRoutes } from "./routes/shop-checkout";
import { shopOrdersRoutes } from "./routes/shop-orders";
import { socialRoutes } from "./routes/social";
import { storefrontRoutes } from "./routes/storefront";
import { storefrontDiscoveryRoutes } from "./routes/storefront-discovery";
import { subscriptionsRoutes } from "./routes/subscriptions";
import { templatesRoutes } from "./routes/templates";
import { themeSettingsRoutes } from "./routes/theme-settings";
import { tipsRoutes } from "./routes/tips";
import { twitchRoutes } from "./routes/twitch";
import { videosRoutes } from "./routes/videos";
import { watchHistoryRoutes } from "./routes/watch-history";
import type { themePreviewDraftEndpoints } from "./theme-settings";

export {
  analyticsRoutes,
  audioRoutes,
  authRoutes,
  billingRoutes,
  cartRoutes,
  creatorsRoutes,
  directMessagesRoutes,
  donationsRoutes,
  mediaRoutes,
  membersRoutes,
  membershipCheckoutRoutes,
  newsletterRoutes,
  pagesRoutes,
  perksRoutes,
  postsRoutes,
  shopCheckoutRoutes,
  shopOrdersRoutes,
  socialRoutes,
  storefrontRoutes,
  storefrontDiscoveryRoutes,
  subscriptionsRoutes,
  templatesRoutes,
  themeSettingsRoutes,
  tipsRoutes,
  twitchRoutes,
  videosRoutes,
  watchHistoryRoutes,
};

/** The route of every endpoint, by service: `endpointRoutes.cart.get` calls `endpoints.cart.get`. */
export type EndpointRoutes = {
  readonly [Service in keyof typeof endpoints]: EndpointRoutesOf<(typeof endpoints)[Service]>;
};

/**
 * Every service's routes. A client that calls only some services imports theirs (`cartRoutes`),
 * so the routes of the others stay out of its bundle.
 */
export const endpointRoutes: EndpointRoutes = {
  newsletter: newsletterRoutes,
  storefront: storefrontRoutes,
  social: socialRoutes,
  cart: cartRoutes,
  shopCheckout: shopCheckoutRoutes,
  shopOrders: shopOrdersRoutes,
  donations: donationsRoutes,
  twitch: twitchRoutes,
  pages: pagesRoutes,
  auth: authRoutes,
  members: membersRoutes,
  creators: creatorsRoutes,
  membershipCheckout: membershipCheckoutRoutes,
  subscriptions: subscriptionsRoutes,
  billing: billingRoutes,
  tips: tipsRoutes,
  posts: postsRoutes,
  videos: videosRoutes,
  audio: audioRoutes,
  perks: perksRoutes,
  watchHistory: watchHistoryRoutes,
  directMessages: directMessagesRoutes,
  analytics: analyticsRoutes,
  themeSettings: themeSettingsRoutes,
  templates: templatesRoutes,
  media: mediaRoutes,
  storefrontDiscovery: storefrontDiscoveryRoutes,
};

/** The route of `enterComingSoon`. */
export const enterComingSoonRoute: EndpointRoute<typeof enterComingSoon> = {
  method: "POST",
  base: "storefront",
  path: "/pod/coming-soon/enter",
  list: false,
  access: "public",
};

/** The routes of `themePreviewDraftEndpoints`. */
export const themePreviewDraftRoutes: EndpointRoutesOf<typeof themePreviewDraftEndpoints> = {
  getPreviewDraft: {
    method: "GET",
    base: "membership",
    path: "/api/creators/theme-settings/preview-draft",
    list: false,
    access: "creator",
  },
  savePreviewDraft: {
    method: "PUT",
    base: "membership",
    path: "/api/creators/theme-settings/preview-draft",
    list: false,
    access: "creator",
  },
};
