import type { RouteGuard } from "./guard-context";
import {
  redirectCreatorToPosts,
  redirectPaidMemberToBilling,
  requireCreator,
  requireExitSurveyPending,
  requireLoggedOut,
  requireLogin,
  requireLoginToUnlock,
  requireMembershipEnabled,
  requireSubscription,
} from "./route-guards";
import type { RouteName } from "./route-names";

const none: readonly RouteGuard[] = [];
const membershipArea: readonly RouteGuard[] = [requireMembershipEnabled];
const memberAccount: readonly RouteGuard[] = [
  requireMembershipEnabled,
  requireLogin,
  redirectCreatorToPosts,
];
const membershipCheckout: readonly RouteGuard[] = [
  requireMembershipEnabled,
  redirectCreatorToPosts,
];

/**
 * The per-route checks of every route, in the order they run (after the global ones, see
 * `runGuards`). This is where spec §5 and §6 meet the routes:
 *
 * - every membership route needs the feature on;
 * - account pages need login: the member account pages (profile, perks, badges, billing, watch
 *   history, change subscription, exit survey), direct messages and the creator profile;
 * - the pages of a member (§6: account pages, direct messages, subscription management, exit
 *   survey), the membership checkout steps and post unlocking send a creator to posts; posts,
 *   videos, audio, the catalogue, pricing and auth pages stay open to creators;
 * - perks are the member-only content that needs a subscription (§6);
 * - the checkout's message and payment steps send a paid-subscribed member to billing, the
 *   change-subscription step stays open to them (that is how they change tier);
 * - the creator profile needs a creator; unlocking needs login, else pricing; completing an
 *   account needs a logged-out user; the exit survey needs a cancelled, unsurveyed subscription.
 *
 * Login comes before the role checks so a visitor is asked to log in rather than sent to posts.
 * Route-level redirects of spec §2 (`/membership` → posts, video catalogue → featured, order →
 * status, the bare membership checkout → 404) are the host route table's, not guards.
 *
 * @example
 * runGuards(context, ROUTE_GUARDS["member-perks"])
 */
export const ROUTE_GUARDS: Readonly<Record<RouteName, readonly RouteGuard[]>> = {
  home: none,
  cart: none,
  "checkout-empty": none,
  checkout: none,
  "checkout-recover": none,
  "checkout-message": none,
  "checkout-information": none,
  "checkout-shipping": none,
  "checkout-payment": none,
  collections: none,
  collection: none,
  "coming-soon": none,
  donation: none,
  "donation-success": none,
  gift: none,
  thankyou: none,
  order: none,
  "order-status": none,
  "order-cancel": none,
  page: none,
  products: none,
  product: none,
  "twitch-redeem-gift": none,
  membership: membershipArea,
  "membership-checkout": membershipArea,
  "membership-checkout-message": [...membershipCheckout, redirectPaidMemberToBilling],
  "membership-checkout-payment": [...membershipCheckout, redirectPaidMemberToBilling],
  "membership-checkout-change-subscription": membershipCheckout,
  "membership-pricing": membershipArea,
  "creator-profile": [requireMembershipEnabled, requireLogin, requireCreator],
  "member-account": memberAccount,
  "member-profile": memberAccount,
  "member-perks": [...memberAccount, requireSubscription],
  "member-badges": memberAccount,
  "member-billing": memberAccount,
  "member-watch-history": memberAccount,
  "member-change-subscription": memberAccount,
  "member-exit-survey": [...memberAccount, requireExitSurveyPending],
  "membership-video-catalog": membershipArea,
  "membership-video-catalog-featured": membershipArea,
  "membership-video-catalog-all": membershipArea,
  "membership-video-series": membershipArea,
  "membership-direct-messages": memberAccount,
  "membership-posts": membershipArea,
  "membership-post": membershipArea,
  "membership-video": membershipArea,
  "membership-video-embed": membershipArea,
  "membership-audio": membershipArea,
  "membership-post-unlock": [
    requireMembershipEnabled,
    requireLoginToUnlock,
    redirectCreatorToPosts,
  ],
  "membership-complete-account": [requireMembershipEnabled, requireLoggedOut],
  "auth-verify": membershipArea,
  "auth-login": membershipArea,
  "auth-forgot-password": membershipArea,
  "auth-reset-password": membershipArea,
  "auth-signup": membershipArea,
  "auth-logout": membershipArea,
  "not-found": none,
};
