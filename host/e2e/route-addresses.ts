import type { APIRequestContext } from "@playwright/test";
import { type PathRoute, type PathRouteName, routePath } from "@vitrine/sdk";
import { ROUTES, routeRecord } from "@vitrine/sdk/host";
import {
  DEMO_LOGINS,
  membershipCheckoutId,
  postIdOf,
  resetPasswordPath,
  type ShopperRecords,
  shopperRecords,
  subscriptionIdOf,
  tokenOf,
} from "./demo-shop";

/** Every route of the SDK's record, parents before their children. */
export const ENTRIES: readonly PathRoute[] = ROUTES;

/** The record of a route. */
export function entryOf(name: PathRouteName): PathRoute {
  return routeRecord(name);
}

/** The demo's records every route's address can be filled from. */
export interface DemoRecords extends ShopperRecords {
  /** free@demo.test's Supporter checkout. */
  membershipCheckoutId: string;
  /** cancelled@demo.test's subscription: cancelled, not yet surveyed. */
  cancelledSubscriptionId: string;
  /** A Superfan post sold on its own (`unlockPrice`). */
  unlockablePostId: string;
  /** The reset link emailed to free@demo.test, as a path with its token. */
  resetPasswordPath: string;
}

/** Finds or makes, through the shop API, every record `routeAddresses` needs. */
export async function demoRecords(api: APIRequestContext): Promise<DemoRecords> {
  const [shopper, freeToken, cancelledToken, unlockablePostId, resetPath] = await Promise.all([
    shopperRecords(api),
    tokenOf(api, "free"),
    tokenOf(api, "cancelled"),
    postIdOf(api, "superfan-exclusive-unreleased-designs"),
    resetPasswordPath(api, DEMO_LOGINS.free.email),
  ]);
  const [checkoutId, cancelledSubscriptionId] = await Promise.all([
    membershipCheckoutId(api, freeToken),
    subscriptionIdOf(api, cancelledToken),
  ]);
  if (cancelledSubscriptionId === null) throw new Error("cancelled@demo.test has no subscription");
  return {
    ...shopper,
    membershipCheckoutId: checkoutId,
    cancelledSubscriptionId,
    unlockablePostId,
    resetPasswordPath: resetPath,
  };
}

/**
 * The address of every route of spec §2 on the demo shop, filled with seeded slugs and handles
 * and the records of `demoRecords`. A route the record gains fails the suites until it is added.
 */
export function routeAddresses(records: DemoRecords): Record<PathRouteName, string> {
  const checkoutId = records.openCheckoutId;
  const { order } = records;
  const membershipCheckout = { checkoutId: records.membershipCheckoutId };
  return {
    home: routePath("home"),
    cart: routePath("cart"),
    "checkout-empty": routePath("checkout-empty"),
    checkout: routePath("checkout", { checkoutId }),
    "checkout-recover": routePath("checkout-recover", { checkoutId }),
    "checkout-message": routePath("checkout-message", { checkoutId }),
    "checkout-information": routePath("checkout-information", { checkoutId }),
    "checkout-shipping": routePath("checkout-shipping", { checkoutId }),
    "checkout-payment": routePath("checkout-payment", { checkoutId }),
    collections: routePath("collections"),
    collection: routePath("collection", { slug: "apparel" }),
    "coming-soon": routePath("coming-soon"),
    donation: routePath("donation"),
    "donation-success": routePath("donation-success", { donationId: records.donationId }),
    gift: routePath("gift", { giftId: records.giftId }),
    thankyou: routePath("thankyou", { orderId: order.id, thankyouId: order.thankyouId }),
    order: routePath("order", { orderCode: order.code }),
    "order-status": routePath("order-status", { orderCode: order.code }),
    "order-cancel": routePath("order-cancel", { orderCode: order.code }),
    page: routePath("page", { slug: "about" }),
    products: routePath("products"),
    product: routePath("product", { slug: "city-at-night-riso-poster" }),
    "twitch-redeem-gift": routePath("twitch-redeem-gift"),
    membership: routePath("membership"),
    "membership-checkout": routePath("membership-checkout", membershipCheckout),
    "membership-checkout-message": routePath("membership-checkout-message", membershipCheckout),
    "membership-checkout-payment": routePath("membership-checkout-payment", membershipCheckout),
    "membership-checkout-change-subscription": routePath(
      "membership-checkout-change-subscription",
      membershipCheckout,
    ),
    "membership-pricing": routePath("membership-pricing"),
    "creator-profile": routePath("creator-profile"),
    "member-account": routePath("member-account"),
    "member-profile": routePath("member-profile"),
    "member-perks": routePath("member-perks"),
    "member-badges": routePath("member-badges"),
    "member-billing": routePath("member-billing"),
    "member-watch-history": routePath("member-watch-history"),
    "member-change-subscription": routePath("member-change-subscription"),
    "member-exit-survey": routePath("member-exit-survey", {
      subscriptionId: records.cancelledSubscriptionId,
    }),
    "membership-video-catalog": routePath("membership-video-catalog"),
    "membership-video-catalog-featured": routePath("membership-video-catalog-featured"),
    "membership-video-catalog-all": routePath("membership-video-catalog-all"),
    "membership-video-series": routePath("membership-video-series", {
      handle: "sketchbook-basics",
    }),
    "membership-direct-messages": routePath("membership-direct-messages"),
    "membership-posts": routePath("membership-posts"),
    "membership-post": routePath("membership-post", { handle: "video-studio-tour" }),
    "membership-video": routePath("membership-video", { handle: "sketchbook-1-tools" }),
    "membership-video-embed": routePath("membership-video-embed", {
      handle: "sketchbook-1-tools",
    }),
    "membership-audio": routePath("membership-audio", { handle: "studio-notes-1" }),
    "membership-post-unlock": routePath("membership-post-unlock", {
      postId: records.unlockablePostId,
    }),
    "membership-complete-account": routePath("membership-complete-account", membershipCheckout),
    "auth-verify": routePath("auth-verify"),
    "auth-login": routePath("auth-login"),
    "auth-forgot-password": routePath("auth-forgot-password"),
    "auth-reset-password": records.resetPasswordPath,
    "auth-signup": routePath("auth-signup"),
    "auth-logout": routePath("auth-logout"),
  };
}
