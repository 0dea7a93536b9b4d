import { ROUTE_GUARDS, ROUTE_NAMES, ROUTE_PATTERNS } from "@vitrine/sdk";
import type { LayoutName } from "@vitrine/sdk/react";
import { describe, expect, it } from "vitest";
import { isKnownPage } from "./page-validity";
import { flattenRoutes, NOT_FOUND_ROUTE, ROUTE_TABLE } from "./route-table";

const entries = flattenRoutes(ROUTE_TABLE);
const byName = new Map(entries.map((entry) => [entry.name, entry]));

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

describe("route table", () => {
  it("has every route name exactly once, the catch-all aside", () => {
    const names = [...entries.map((entry) => entry.name), NOT_FOUND_ROUTE.name];
    expect(names.sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it("frames every route in the layout of spec §2", () => {
    const layouts = Object.fromEntries([
      ...entries.map((entry) => [entry.name, entry.layout]),
      [NOT_FOUND_ROUTE.name, NOT_FOUND_ROUTE.layout],
    ]);
    expect(layouts).toEqual(SPEC_LAYOUTS);
  });

  it("uses the SDK's path pattern and guards for every route", () => {
    for (const entry of entries) {
      expect(entry.path).toBe(ROUTE_PATTERNS[entry.name]);
      expect(entry.guards).toBe(ROUTE_GUARDS[entry.name]);
    }
  });

  it("the catch-all not-found page has no layout", () => {
    expect(NOT_FOUND_ROUTE.layout).toBe("none");
  });

  it("child routes extend their parent's path and share its layout", () => {
    for (const parent of entries) {
      for (const child of parent.children ?? []) {
        expect(child.path.startsWith(`${parent.path}/`)).toBe(true);
        expect(child.layout).toBe(parent.layout);
      }
    }
  });

  it("/membership redirects to posts", () => {
    expect(byName.get("membership")?.bare).toEqual({ type: "redirect", to: "membership-posts" });
  });

  it("the video catalog redirects to featured", () => {
    expect(byName.get("membership-video-catalog")?.bare).toEqual({
      type: "redirect",
      to: "membership-video-catalog-featured",
    });
  });

  it("/orders/{code} redirects to its status", () => {
    expect(byName.get("order")?.bare).toEqual({ type: "redirect", to: "order-status" });
  });

  it("the bare membership checkout route is a 404 'Page not found'", () => {
    expect(byName.get("membership-checkout")?.bare).toEqual({
      type: "notFound",
      message: "Page not found",
    });
  });

  it("the checkout has the steps recover, message, information, shipping and payment", () => {
    expect(byName.get("checkout")?.children?.map((child) => child.name)).toEqual([
      "checkout-recover",
      "checkout-message",
      "checkout-information",
      "checkout-shipping",
      "checkout-payment",
    ]);
  });

  it("the member account has profile, perks, badges, billing and watch history", () => {
    expect(byName.get("member-account")?.children?.map((child) => child.name)).toEqual([
      "member-profile",
      "member-perks",
      "member-badges",
      "member-billing",
      "member-watch-history",
    ]);
  });
});

describe("page validity", () => {
  it("a path of a route is a page", () => {
    expect(isKnownPage("/")).toBe(true);
    expect(isKnownPage("/products/logo-tee")).toBe(true);
    expect(isKnownPage("/membership/users/members/subscriptions/s1/exit-survey")).toBe(true);
  });

  it("a path no route has is not", () => {
    expect(isKnownPage("/nope")).toBe(false);
    expect(isKnownPage("/products/logo-tee/extra")).toBe(false);
    expect(isKnownPage("/products/")).toBe(false);
  });
});
