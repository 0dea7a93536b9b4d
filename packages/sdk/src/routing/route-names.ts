/**
 * Every route of spec §2 by name, the single vocabulary shared by the host's route table, the
 * theme contract (`defineTheme({ pages })` maps these names to page components) and the path
 * builder. A runtime list as well as a type, so that a theme script loaded at start-up can be
 * checked for page names that do not exist.
 *
 * Naming: shop routes are plain (`product`, `checkout-payment`), routes of the membership area
 * start with `membership-`, except the member and creator account pages (`member-profile`,
 * `creator-profile`) and the auth pages (`auth-login`). Child routes carry their parent's name
 * as prefix (`order-status` under `order`).
 */
export const ROUTE_NAMES = [
  // Shop
  "home",
  "cart",
  "checkout-empty",
  "checkout",
  "checkout-recover",
  "checkout-message",
  "checkout-information",
  "checkout-shipping",
  "checkout-payment",
  "collections",
  "collection",
  "coming-soon",
  "donation",
  "donation-success",
  "gift",
  "thankyou",
  "order",
  "order-status",
  "order-cancel",
  "page",
  "products",
  "product",
  "twitch-redeem-gift",
  // Membership
  "membership",
  "membership-checkout",
  "membership-checkout-message",
  "membership-checkout-payment",
  "membership-checkout-change-subscription",
  "membership-pricing",
  "creator-profile",
  "member-account",
  "member-profile",
  "member-perks",
  "member-badges",
  "member-billing",
  "member-watch-history",
  "member-change-subscription",
  "member-exit-survey",
  "membership-video-catalog",
  "membership-video-catalog-featured",
  "membership-video-catalog-all",
  "membership-video-series",
  "membership-direct-messages",
  "membership-posts",
  "membership-post",
  "membership-video",
  "membership-video-embed",
  "membership-audio",
  "membership-post-unlock",
  "membership-complete-account",
  "auth-verify",
  "auth-login",
  "auth-forgot-password",
  "auth-reset-password",
  "auth-signup",
  "auth-logout",
  // Catch-all
  "not-found",
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

const routeNameSet: ReadonlySet<string> = new Set(ROUTE_NAMES);

/**
 * Whether a string names a route, e.g. for the page keys of a theme script.
 *
 * @example
 * isRouteName("product") // true
 * isRouteName("products-list") // false
 */
export function isRouteName(value: string): value is RouteName {
  return routeNameSet.has(value);
}
