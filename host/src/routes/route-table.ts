import {
  type PathRouteName,
  ROUTE_GUARDS,
  ROUTE_PATTERNS,
  type RouteGuard,
  type RouteName,
} from "@vitrine/sdk";
import type { LayoutName } from "@vitrine/sdk/react";

/**
 * What the bare address of a parent route does instead of showing a page of its own (spec §2):
 * send the visitor to one of its children, or answer 404 with a message.
 */
export type BareRouteBehaviour =
  | { type: "redirect"; to: PathRouteName }
  | { type: "notFound"; message: string };

/** One route of spec §2: its address, the frame it renders in and the checks before it. */
export interface RouteEntry {
  name: PathRouteName;
  /** The full path pattern, `$param` segments (`ROUTE_PATTERNS`). */
  path: string;
  layout: LayoutName;
  /** The SDK's per-route checks, run after the global ones (`runGuards`). */
  guards: readonly RouteGuard[];
  /** Set when the route's own address shows no page. */
  bare?: BareRouteBehaviour;
  /** Routes whose path extends this one's; they share its layout. */
  children?: readonly RouteEntry[];
}

/** The page of the catch-all route: every address no route matches. */
export const NOT_FOUND_ROUTE = {
  name: "not-found",
  layout: "none",
  guards: ROUTE_GUARDS["not-found"],
} as const satisfies { name: RouteName; layout: LayoutName; guards: readonly RouteGuard[] };

function route(
  name: PathRouteName,
  layout: LayoutName,
  extra: Pick<RouteEntry, "bare" | "children"> = {},
): RouteEntry {
  return { name, path: ROUTE_PATTERNS[name], layout, guards: ROUTE_GUARDS[name], ...extra };
}

function children(layout: LayoutName, names: readonly PathRouteName[]): RouteEntry[] {
  return names.map((name) => route(name, layout));
}

/**
 * Every route of spec §2, in the spec's order. The router is built from this table and nothing
 * else; a route's layout is where its page is framed, its guards what runs before it.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Shop
  route("home", "full-width"),
  route("cart", "default"),
  route("checkout-empty", "none"),
  route("checkout", "none", {
    children: children("none", [
      "checkout-recover",
      "checkout-message",
      "checkout-information",
      "checkout-shipping",
      "checkout-payment",
    ]),
  }),
  route("collections", "full-width"),
  route("collection", "default"),
  route("coming-soon", "none"),
  route("donation", "donation"),
  route("donation-success", "default"),
  route("gift", "default"),
  route("thankyou", "default"),
  route("order", "none", {
    bare: { type: "redirect", to: "order-status" },
    children: children("none", ["order-status", "order-cancel"]),
  }),
  route("page", "default"),
  route("products", "full-width"),
  route("product", "full-width"),
  route("twitch-redeem-gift", "default"),
  // Membership
  route("membership", "membership", { bare: { type: "redirect", to: "membership-posts" } }),
  route("membership-checkout", "none", {
    bare: { type: "notFound", message: "Page not found" },
    children: children("none", [
      "membership-checkout-message",
      "membership-checkout-payment",
      "membership-checkout-change-subscription",
    ]),
  }),
  route("membership-pricing", "membership"),
  route("creator-profile", "membership"),
  route("member-account", "membership", {
    children: children("membership", [
      "member-profile",
      "member-perks",
      "member-badges",
      "member-billing",
      "member-watch-history",
    ]),
  }),
  route("member-change-subscription", "membership"),
  route("member-exit-survey", "membership"),
  route("membership-video-catalog", "membership", {
    bare: { type: "redirect", to: "membership-video-catalog-featured" },
    children: children("membership", [
      "membership-video-catalog-featured",
      "membership-video-catalog-all",
    ]),
  }),
  route("membership-video-series", "membership"),
  route("membership-direct-messages", "membership"),
  route("membership-posts", "membership"),
  route("membership-post", "membership"),
  route("membership-video", "full-width"),
  route("membership-video-embed", "full-width"),
  route("membership-audio", "membership"),
  route("membership-post-unlock", "membership"),
  route("membership-complete-account", "membership"),
  route("auth-verify", "none"),
  route("auth-login", "membership"),
  route("auth-forgot-password", "membership"),
  route("auth-reset-password", "membership"),
  route("auth-signup", "membership"),
  route("auth-logout", "none"),
];

/**
 * Every entry of the table, parents before their children.
 *
 * @example
 * flattenRoutes(ROUTE_TABLE).find((entry) => entry.name === "order-cancel")?.layout // "none"
 */
export function flattenRoutes(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenRoutes(entry.children ?? [])]);
}
