import { describe, expect, it } from "vitest";
import type { LayoutName } from "./layout-names";
import { isRouteName, NOT_FOUND_ROUTE, ROUTE_NAMES, ROUTES, routeRecord } from "./route-record";

/** Spec §2, route by route: the layout each page is framed in. */
const SPEC_LAYOUTS: Record<string, LayoutName> = {
  home: "full-width",
  cart: "default",
  "checkout-empty": "none",
  checkout: "none",
  "checkout-recover": "none",
  "checkout-message": "none",
  "checkout-information": "none",
  "checkout-shipping": "none",
  "checkout-payment": "none",
  collections: "full-width",
  collection: "default",
  "coming-soon": "none",
  donation: "donation",
  "donation-success": "default",
  gift: "default",
  thankyou: "default",
  order: "none",
  "order-status": "none",
  "order-cancel": "none",
  page: "default",
  products: "full-width",
  product: "full-width",
  "twitch-redeem-gift": "default",
  membership: "membership",
  "membership-checkout": "none",
  "membership-checkout-message": "none",
  "membership-checkout-payment": "none",
  "membership-checkout-change-subscription": "none",
  "membership-pricing": "membership",
  "creator-profile": "membership",
  "member-account": "membership",
  "member-profile": "membership",
  "member-perks": "membership",
  "member-badges": "membership",
  "member-billing": "membership",
  "member-watch-history": "membership",
  "member-change-subscription": "membership",
  "member-exit-survey": "membership",
  "membership-video-catalog": "membership",
  "membership-video-catalog-featured": "membership",
  "membership-video-catalog-all": "membership",
  "membership-video-series": "membership",
  "membership-direct-messages": "membership",
  "membership-posts": "membership",
  "membership-post": "membership",
  "membership-video": "full-width",
  "membership-video-embed": "full-width",
  "membership-audio": "membership",
  "membership-post-unlock": "membership",
  "membership-complete-account": "membership",
  "auth-verify": "none",
  "auth-login": "membership",
  "auth-forgot-password": "membership",
  "auth-reset-password": "membership",
  "auth-signup": "membership",
  "auth-logout": "none",
  "not-found": "none",
};

const childrenOf = (name: string) =>
  ROUTES.filter((route) => route.parent === name).map((route) => route.name);

describe("route record", () => {
  it("has every route name exactly once, the catch-all last", () => {
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
    expect(ROUTE_NAMES.at(-1)).toBe("not-found");
    expect(ROUTE_NAMES).toHaveLength(ROUTES.length + 1);
  });

  it("no two routes share a path pattern", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("frames every route in the layout of spec §2; the catch-all has none", () => {
    const layouts = Object.fromEntries([
      ...ROUTES.map((route) => [route.name, route.layout]),
      [NOT_FOUND_ROUTE.name, NOT_FOUND_ROUTE.layout],
    ]);
    expect(layouts).toEqual(SPEC_LAYOUTS);
  });

  it("a child comes after its parent, extends its path and shares its layout", () => {
    ROUTES.forEach((route, index) => {
      if (route.parent === null) return;
      const parentIndex = ROUTES.findIndex((candidate) => candidate.name === route.parent);
      const parent = ROUTES[parentIndex];
      expect(parentIndex, route.name).toBeGreaterThanOrEqual(0);
      expect(parentIndex, route.name).toBeLessThan(index);
      expect(route.path.startsWith(`${parent?.path}/`), route.name).toBe(true);
      expect(route.layout, route.name).toBe(parent?.layout);
    });
  });

  it("a bare parent redirects to a route under its own path", () => {
    for (const route of ROUTES) {
      const bare = route.bare;
      if (bare?.type !== "redirect") continue;
      const target = ROUTES.find((candidate) => candidate.name === bare.to);
      expect(target?.path.startsWith(`${route.path}/`), route.name).toBe(true);
    }
  });

  it("/membership redirects to posts, the video catalog to featured, an order to its status", () => {
    expect(routeRecord("membership").bare).toEqual({ type: "redirect", to: "membership-posts" });
    expect(routeRecord("membership-video-catalog").bare).toEqual({
      type: "redirect",
      to: "membership-video-catalog-featured",
    });
    expect(routeRecord("order").bare).toEqual({ type: "redirect", to: "order-status" });
  });

  it("the bare membership checkout route is a 404 'Page not found'", () => {
    expect(routeRecord("membership-checkout").bare).toEqual({
      type: "notFound",
      message: "Page not found",
    });
  });

  it("the checkout has the steps recover, message, information, shipping and payment", () => {
    expect(childrenOf("checkout")).toEqual([
      "checkout-recover",
      "checkout-message",
      "checkout-information",
      "checkout-shipping",
      "checkout-payment",
    ]);
  });

  it("the member account has profile, perks, badges, billing and watch history", () => {
    expect(childrenOf("member-account")).toEqual([
      "member-profile",
      "member-perks",
      "member-badges",
      "member-billing",
      "member-watch-history",
    ]);
  });

  it("search engines may list the shop and what the membership shows anyone, not a member's own pages", () => {
    const listed = ROUTES.filter(
      (route) => route.path.startsWith("/membership") && route.indexable,
    );
    expect(listed.map((route) => route.path)).toEqual([
      "/membership",
      "/membership/pricing",
      "/membership/video-catalog",
      "/membership/video-catalog/featured",
      "/membership/video-catalog/all",
      "/membership/video-series/$handle",
      "/membership/posts",
      "/membership/posts/$handle",
      "/membership/videos/$handle",
      "/membership/audios/$handle",
    ]);
    for (const route of ROUTES.filter((route) => !route.path.startsWith("/membership"))) {
      expect(route.indexable, route.name).toBe(true);
    }
    expect(NOT_FOUND_ROUTE.indexable).toBe(false);
  });

  it("only the browsing pages are shared, and none of them has a guard of its own", () => {
    const shared = ROUTES.filter((route) => route.shared);
    expect(shared.map((route) => route.path)).toEqual([
      "/",
      "/collections",
      "/collections/$slug",
      "/pages/$slug",
      "/products",
      "/products/$slug",
    ]);
    for (const route of shared) expect(route.guards, route.name).toEqual([]);
  });

  it("the cart loads at start-up unless on a checkout page (spec §4)", () => {
    const skipped = ROUTES.filter((route) => !route.cartAtStartup).map((route) => route.path);
    expect(skipped).toEqual([
      "/checkouts",
      "/checkouts/$checkoutId",
      "/checkouts/$checkoutId/recover",
      "/checkouts/$checkoutId/message",
      "/checkouts/$checkoutId/information",
      "/checkouts/$checkoutId/shipping",
      "/checkouts/$checkoutId/payment",
      "/membership/checkouts/$checkoutId",
      "/membership/checkouts/$checkoutId/message",
      "/membership/checkouts/$checkoutId/payment",
      "/membership/checkouts/$checkoutId/change-subscription",
    ]);
  });

  it("a theme page key is a route name only when the route exists", () => {
    expect(isRouteName("member-profile")).toBe(true);
    expect(isRouteName("not-found")).toBe(true);
    expect(isRouteName("profile")).toBe(false);
  });
});
