import type { RouteName } from "./route-names";

/** Every route but the catch-all `not-found`, which has no address of its own. */
export type PathRouteName = Exclude<RouteName, "not-found">;

/**
 * The path pattern of every route (spec §2), the one place addresses are written. Parameters are
 * `$name` segments, TanStack Router's syntax, so the host can use a pattern as its route path.
 */
export const ROUTE_PATTERNS = {
  home: "/",
  cart: "/cart",
  "checkout-empty": "/checkouts",
  checkout: "/checkouts/$checkoutId",
  "checkout-recover": "/checkouts/$checkoutId/recover",
  "checkout-message": "/checkouts/$checkoutId/message",
  "checkout-information": "/checkouts/$checkoutId/information",
  "checkout-shipping": "/checkouts/$checkoutId/shipping",
  "checkout-payment": "/checkouts/$checkoutId/payment",
  collections: "/collections",
  collection: "/collections/$slug",
  "coming-soon": "/coming-soon",
  donation: "/donations",
  "donation-success": "/donations/$donationId/success",
  gift: "/gifts/$giftId",
  thankyou: "/thankyou/$orderId/$thankyouId",
  order: "/orders/$orderCode",
  "order-status": "/orders/$orderCode/status",
  "order-cancel": "/orders/$orderCode/cancel",
  page: "/pages/$slug",
  products: "/products",
  product: "/products/$slug",
  "twitch-redeem-gift": "/twitch/redeem-gift",
  membership: "/membership",
  "membership-checkout": "/membership/checkouts/$checkoutId",
  "membership-checkout-message": "/membership/checkouts/$checkoutId/message",
  "membership-checkout-payment": "/membership/checkouts/$checkoutId/payment",
  "membership-checkout-change-subscription":
    "/membership/checkouts/$checkoutId/change-subscription",
  "membership-pricing": "/membership/pricing",
  "creator-profile": "/membership/users/creators/profile",
  "member-account": "/membership/users/members",
  "member-profile": "/membership/users/members/profile",
  "member-perks": "/membership/users/members/perks",
  "member-badges": "/membership/users/members/badges",
  "member-billing": "/membership/users/members/billing",
  "member-watch-history": "/membership/users/members/watch-history",
  "member-change-subscription": "/membership/users/members/change-subscription",
  "member-exit-survey": "/membership/users/members/subscriptions/$subscriptionId/exit-survey",
  "membership-video-catalog": "/membership/video-catalog",
  "membership-video-catalog-featured": "/membership/video-catalog/featured",
  "membership-video-catalog-all": "/membership/video-catalog/all",
  "membership-video-series": "/membership/video-series/$handle",
  "membership-direct-messages": "/membership/direct-messages",
  "membership-posts": "/membership/posts",
  "membership-post": "/membership/posts/$handle",
  "membership-video": "/membership/videos/$handle",
  "membership-video-embed": "/membership/video-embeds/$handle",
  "membership-audio": "/membership/audios/$handle",
  "membership-post-unlock": "/membership/posts/$postId/unlock",
  "membership-complete-account": "/membership/upsellings/$checkoutId/complete-account",
  "auth-verify": "/membership/auth/verify",
  "auth-login": "/membership/auth/login",
  "auth-forgot-password": "/membership/auth/forgot-password",
  "auth-reset-password": "/membership/auth/reset-password",
  "auth-signup": "/membership/auth/signup",
  "auth-logout": "/membership/auth/logout",
} as const satisfies Record<PathRouteName, string>;

type ParamNames<Pattern extends string> = Pattern extends `${string}$${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest
  : never;

/** The parameters a route's path needs, e.g. `{ slug: string }` for `product`. */
export type RouteParams<Name extends PathRouteName> = {
  [Key in ParamNames<(typeof ROUTE_PATTERNS)[Name]>]: string;
};

type RoutePathArgs<Name extends PathRouteName> = [
  ParamNames<(typeof ROUTE_PATTERNS)[Name]>,
] extends [never]
  ? []
  : [params: RouteParams<Name>];

const paramPattern = /\$(\w+)/g;

/**
 * The path of a named route with its parameters filled in, each encoded as one path segment, so
 * that a slug can never add segments, a query or a fragment. Links are built here, never
 * concatenated by hand. Throws a `TypeError` for a missing or empty parameter (it would otherwise
 * produce a path of another route).
 *
 * @example
 * routePath("cart") // "/cart"
 * routePath("product", { slug: "t-shirt" }) // "/products/t-shirt"
 * routePath("product", { slug: "a/b?c" }) // "/products/a%2Fb%3Fc"
 * routePath("thankyou", { orderId: "o1", thankyouId: "t1" }) // "/thankyou/o1/t1"
 */
export function routePath<Name extends PathRouteName>(
  name: Name,
  ...[params]: RoutePathArgs<Name>
): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return ROUTE_PATTERNS[name].replace(paramPattern, (_, key: string) => {
    const value = values[key];
    if (typeof value !== "string" || value === "") {
      throw new TypeError(`routePath("${name}"): parameter "${key}" is missing or empty`);
    }
    return encodePathSegment(value);
  });
}

/**
 * `encodeURIComponent` leaves dots alone, and a segment of only dots would be resolved by the
 * browser as a relative step (`/products/..` is `/`), so those dots are encoded too.
 */
function encodePathSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  return /^\.+$/.test(encoded) ? encoded.replaceAll(".", "%2E") : encoded;
}
