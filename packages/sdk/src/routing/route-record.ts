import type { StorefrontApi } from "../api";
import type { LayoutName } from "./layout-names";

/**
 * The per-route checks a route can list, by the name of their function in `route-guards.ts`. The
 * record names them rather than holding the functions: the guards build their redirects with
 * `routePath`, which reads this record.
 */
export type GuardName =
  | "requireMembershipEnabled"
  | "requireMembershipVisible"
  | "requireLogin"
  | "requireCreator"
  | "requireSubscription"
  | "requireLoginToUnlock"
  | "requireLoggedOut"
  | "requireExitSurveyPending"
  | "redirectCreatorToPosts"
  | "redirectPaidMemberToBilling";

/**
 * What the bare address of a parent route does instead of showing a page of its own (spec §2):
 * send the visitor to one of its children (keeping the query), or answer 404 with a message.
 */
export type BareRouteBehaviour<To extends string = string> =
  | { readonly type: "redirect"; readonly to: To }
  | { readonly type: "notFound"; readonly message: string };

/** What a route's resource is loaded with: a storefront (`createStorefront`), or its API alone. */
export interface ResourceSource {
  readonly api: StorefrontApi;
}

/**
 * The one resource a page is about, as the SDK call that loads it from the route's parameters.
 * The host server makes it once per request before rendering: a missing resource is the page's
 * 404, a renamed one (SSHOP-301) a redirect, and the page's own call for it is answered from
 * that same request.
 *
 * @example
 * const product: RouteResource = ({ api }, { slug }) => api.storefront.getProduct(slug ?? "");
 * await routeRecord("product").resource?.(storefront, { slug: "logo-tee" }) // the product
 */
export type RouteResource = (
  source: ResourceSource,
  params: Readonly<Record<string, string | undefined>>,
) => Promise<unknown>;

/** One route of spec §2: every fact about it, and the only place its address is written. */
export interface RouteRecord<Name extends string = string, Path extends string = string> {
  readonly name: Name;
  /** The full path pattern; parameters are `$name` segments, TanStack Router's syntax. */
  readonly path: Path;
  /**
   * The route whose path this one extends. A child shares its parent's layout, so the frame
   * stays mounted between them; the parent's own address is the bare one.
   */
  readonly parent: string | null;
  readonly layout: LayoutName;
  /** The route's own checks in the order they run, after the global ones (`runGuards`). */
  readonly guards: readonly GuardName[];
  /** Set when the route's own address shows no page. */
  readonly bare: BareRouteBehaviour | null;
  /** Whether search engines may list the page (robots.txt and `noindex` follow it). */
  readonly indexable: boolean;
  /** The cart loads at start-up unless the page loads a checkout instead (spec §4). */
  readonly cartAtStartup: boolean;
  /**
   * The page is the same for every visitor: the server renders it for no one (no session, no
   * cart), any cache may keep one copy for all, and the browser fills in what is personal (the
   * cart, the account link, the owner's bar) once it has hydrated. Browsing pages only: what a
   * page shows a member or a shopper differently (the membership area, the cart, checkouts,
   * orders) is rendered for its visitor.
   */
  readonly shared: boolean;
  /**
   * The one resource the page shows (`RouteResource`), or `null`: listings and forms are never
   * missing. An unknown checkout, order, thank-you or donation is a 404 like an unknown product;
   * an abandoned checkout still exists (its recover page resumes it).
   */
  readonly resource: RouteResource | null;
}

type RouteFacts = Partial<Omit<RouteRecord, "name" | "path" | "layout">>;

function route<const Name extends string, const Path extends string>(
  name: Name,
  path: Path,
  layout: LayoutName,
  facts: RouteFacts = {},
): RouteRecord<Name, Path> {
  return {
    name,
    path,
    parent: facts.parent ?? null,
    layout,
    guards: facts.guards ?? [],
    bare: facts.bare ?? null,
    indexable: facts.indexable ?? true,
    cartAtStartup: facts.cartAtStartup ?? true,
    shared: facts.shared ?? false,
    resource: facts.resource ?? null,
  };
}

// Spec §5 and §6 meet the routes in the guard lists below:
// - every membership route needs the feature on; what it shows anyone who may see the area
//   (pricing, posts, videos, audio: how a visitor decides to join) is indexable, the rest
//   (accounts, checkouts, auth, embeds) is the members' own and is not;
// - account pages need login: the member account pages, direct messages, the creator profile;
// - the pages of a member (account pages, direct messages, subscription management, exit
//   survey), the membership checkout steps and post unlocking send a creator to posts; posts,
//   videos, audio, the catalogue, pricing and auth pages stay open to creators;
// - perks are the member-only content that needs a subscription;
// - the checkout's message and payment steps send a paid-subscribed member to billing; the
//   change-subscription step stays open to them (that is how they change tier);
// - the creator profile needs a creator; unlocking needs login, else pricing; completing an
//   account needs a logged-out user; the exit survey needs a cancelled, unsurveyed subscription.
// Login comes before the role checks so a visitor is asked to log in rather than sent to posts.
// A private membership (requireMembershipVisible) sends non-members home from every page of the
// area but the auth pages and completing an account: those are how a member gets in. Signing up
// is not one of them: an account made there would open nothing (no page of the area, no account
// page), so a private club's sign-up page sends a visitor home too. The check comes after login
// on the account pages, so a logged-out member is asked to log in rather than sent home.
const membershipArea = {
  guards: ["requireMembershipEnabled", "requireMembershipVisible"],
} as const satisfies RouteFacts;
const membershipAuth = {
  guards: ["requireMembershipEnabled"],
  indexable: false,
} as const satisfies RouteFacts;
const memberAccount = {
  guards: [
    "requireMembershipEnabled",
    "requireLogin",
    "requireMembershipVisible",
    "redirectCreatorToPosts",
  ],
  indexable: false,
} as const satisfies RouteFacts;
const membershipCheckoutStep = {
  guards: ["requireMembershipEnabled", "requireMembershipVisible", "redirectCreatorToPosts"],
  indexable: false,
  cartAtStartup: false,
  parent: "membership-checkout",
} as const satisfies RouteFacts;
const shopCheckout = {
  cartAtStartup: false,
  resource: ({ api }, { checkoutId }) => api.shopCheckout.get(checkoutId ?? ""),
} as const satisfies RouteFacts;

// The resources pages are about, by the SDK call that loads each (a member-only post still
// answers with its teaser, so only a missing one is a 404).
const order: RouteResource = ({ api }, { orderCode }) => api.shopOrders.getByCode(orderCode ?? "");
const video: RouteResource = ({ api }, { handle }) => api.content.getVideo(handle ?? "");

const routeList = [
  // Shop
  route("home", "/", "full-width", { shared: true }),
  route("cart", "/cart", "default"),
  route("checkout-empty", "/checkouts", "none", { cartAtStartup: false }),
  route("checkout", "/checkouts/$checkoutId", "none", shopCheckout),
  route("checkout-recover", "/checkouts/$checkoutId/recover", "none", {
    ...shopCheckout,
    parent: "checkout",
  }),
  route("checkout-message", "/checkouts/$checkoutId/message", "none", {
    ...shopCheckout,
    parent: "checkout",
  }),
  route("checkout-information", "/checkouts/$checkoutId/information", "none", {
    ...shopCheckout,
    parent: "checkout",
  }),
  route("checkout-shipping", "/checkouts/$checkoutId/shipping", "none", {
    ...shopCheckout,
    parent: "checkout",
  }),
  route("checkout-payment", "/checkouts/$checkoutId/payment", "none", {
    ...shopCheckout,
    parent: "checkout",
  }),
  route("collections", "/collections", "full-width", { shared: true }),
  route("collection", "/collections/$slug", "default", {
    shared: true,
    resource: ({ api }, { slug }) => api.storefront.getCollection(slug ?? ""),
  }),
  route("coming-soon", "/coming-soon", "none"),
  route("donation", "/donations", "donation"),
  route("donation-success", "/donations/$donationId/success", "default", {
    resource: ({ api }, { donationId }) => api.donations.get(donationId ?? ""),
  }),
  route("gift", "/gifts/$giftId", "default", {
    resource: ({ api }, { giftId }) => api.twitch.getGift(giftId ?? ""),
  }),
  route("thankyou", "/thankyou/$orderId/$thankyouId", "default", {
    resource: ({ api }, { orderId, thankyouId }) =>
      api.shopOrders.thankyou(orderId ?? "", thankyouId ?? ""),
  }),
  route("order", "/orders/$orderCode", "none", {
    bare: { type: "redirect", to: "order-status" },
    resource: order,
  }),
  route("order-status", "/orders/$orderCode/status", "none", { parent: "order", resource: order }),
  route("order-cancel", "/orders/$orderCode/cancel", "none", { parent: "order", resource: order }),
  route("page", "/pages/$slug", "default", {
    shared: true,
    resource: ({ api }, { slug }) => api.pages.get(slug ?? ""),
  }),
  route("products", "/products", "full-width", { shared: true }),
  route("product", "/products/$slug", "full-width", {
    shared: true,
    resource: ({ api }, { slug }) => api.storefront.getProduct(slug ?? ""),
  }),
  route("twitch-redeem-gift", "/twitch/redeem-gift", "default"),
  // Membership
  route("membership", "/membership", "membership", {
    ...membershipArea,
    bare: { type: "redirect", to: "membership-posts" },
  }),
  route("membership-checkout", "/membership/checkouts/$checkoutId", "none", {
    ...membershipArea,
    indexable: false,
    bare: { type: "notFound", message: "Page not found" },
    cartAtStartup: false,
  }),
  route("membership-checkout-message", "/membership/checkouts/$checkoutId/message", "none", {
    ...membershipCheckoutStep,
    guards: [...membershipCheckoutStep.guards, "redirectPaidMemberToBilling"],
  }),
  route("membership-checkout-payment", "/membership/checkouts/$checkoutId/payment", "none", {
    ...membershipCheckoutStep,
    guards: [...membershipCheckoutStep.guards, "redirectPaidMemberToBilling"],
  }),
  route(
    "membership-checkout-change-subscription",
    "/membership/checkouts/$checkoutId/change-subscription",
    "none",
    membershipCheckoutStep,
  ),
  route("membership-pricing", "/membership/pricing", "membership", membershipArea),
  route("creator-profile", "/membership/users/creators/profile", "membership", {
    guards: ["requireMembershipEnabled", "requireLogin", "requireCreator"],
    indexable: false,
  }),
  route("member-account", "/membership/users/members", "membership", memberAccount),
  route("member-profile", "/membership/users/members/profile", "membership", {
    ...memberAccount,
    parent: "member-account",
  }),
  route("member-perks", "/membership/users/members/perks", "membership", {
    ...memberAccount,
    guards: [...memberAccount.guards, "requireSubscription"],
    parent: "member-account",
  }),
  route("member-badges", "/membership/users/members/badges", "membership", {
    ...memberAccount,
    parent: "member-account",
  }),
  route("member-billing", "/membership/users/members/billing", "membership", {
    ...memberAccount,
    parent: "member-account",
  }),
  route("member-watch-history", "/membership/users/members/watch-history", "membership", {
    ...memberAccount,
    parent: "member-account",
  }),
  route(
    "member-change-subscription",
    "/membership/users/members/change-subscription",
    "membership",
    memberAccount,
  ),
  route(
    "member-exit-survey",
    "/membership/users/members/subscriptions/$subscriptionId/exit-survey",
    "membership",
    { ...memberAccount, guards: [...memberAccount.guards, "requireExitSurveyPending"] },
  ),
  route("membership-video-catalog", "/membership/video-catalog", "membership", {
    ...membershipArea,
    bare: { type: "redirect", to: "membership-video-catalog-featured" },
  }),
  route("membership-video-catalog-featured", "/membership/video-catalog/featured", "membership", {
    ...membershipArea,
    parent: "membership-video-catalog",
  }),
  route("membership-video-catalog-all", "/membership/video-catalog/all", "membership", {
    ...membershipArea,
    parent: "membership-video-catalog",
  }),
  route("membership-video-series", "/membership/video-series/$handle", "membership", {
    ...membershipArea,
    resource: ({ api }, { handle }) => api.content.getVideoSeries(handle ?? ""),
  }),
  route("membership-direct-messages", "/membership/direct-messages", "membership", memberAccount),
  route("membership-posts", "/membership/posts", "membership", membershipArea),
  route("membership-post", "/membership/posts/$handle", "membership", {
    ...membershipArea,
    resource: ({ api }, { handle }) => api.content.getPost(handle ?? ""),
  }),
  route("membership-video", "/membership/videos/$handle", "full-width", {
    ...membershipArea,
    resource: video,
  }),
  route("membership-video-embed", "/membership/video-embeds/$handle", "full-width", {
    ...membershipArea,
    // A frame for other sites; the video's own page is the one to list.
    indexable: false,
    resource: video,
  }),
  route("membership-audio", "/membership/audios/$handle", "membership", {
    ...membershipArea,
    resource: ({ api }, { handle }) => api.content.getAudio(handle ?? ""),
  }),
  route("membership-post-unlock", "/membership/posts/$postId/unlock", "membership", {
    guards: [
      "requireMembershipEnabled",
      "requireMembershipVisible",
      "requireLoginToUnlock",
      "redirectCreatorToPosts",
    ],
    indexable: false,
  }),
  route(
    "membership-complete-account",
    "/membership/upsellings/$checkoutId/complete-account",
    "membership",
    { guards: ["requireMembershipEnabled", "requireLoggedOut"], indexable: false },
  ),
  route("auth-verify", "/membership/auth/verify", "none", membershipAuth),
  route("auth-login", "/membership/auth/login", "membership", membershipAuth),
  route("auth-forgot-password", "/membership/auth/forgot-password", "membership", membershipAuth),
  route("auth-reset-password", "/membership/auth/reset-password", "membership", membershipAuth),
  route("auth-signup", "/membership/auth/signup", "membership", {
    ...membershipAuth,
    guards: [...membershipAuth.guards, "requireMembershipVisible"],
  }),
  route("auth-logout", "/membership/auth/logout", "none", membershipAuth),
] as const;

export type PathRouteName = (typeof routeList)[number]["name"];

// The list is written with plain strings for the routes a record points to (the names do not
// exist as a type until the list does); its test checks each one names a route.
type Linked<Entry> = Entry extends RouteRecord
  ? Omit<Entry, "parent" | "bare"> & {
      readonly parent: PathRouteName | null;
      readonly bare: BareRouteBehaviour<PathRouteName> | null;
    }
  : never;

/** A route with an address: every route of the record, its name and path as literal types. */
export type PathRoute = Linked<(typeof routeList)[number]>;

/**
 * Every route of spec §2 in the spec's order, parents before their children. Route names, paths,
 * the host's router, the page validity check and every server decision (404, `noindex`,
 * robots.txt, the resource lookups, the cart's start-up skip) are read from here.
 *
 * @example
 * ROUTES.find((route) => route.name === "order-cancel")
 * // { name: "order-cancel", path: "/orders/$orderCode/cancel", parent: "order", layout: "none", … }
 */
export const ROUTES = routeList as readonly PathRoute[];

/**
 * The catch-all (spec §2): every address no route of `ROUTES` matches shows the not-found page,
 * with no layout and no checks of its own.
 */
export const NOT_FOUND_ROUTE = {
  name: "not-found",
  layout: "none",
  guards: [],
  indexable: false,
} as const satisfies Pick<RouteRecord<"not-found">, "name" | "layout" | "guards" | "indexable">;

/**
 * Every route by name, the vocabulary of the theme contract (`defineTheme({ pages })` maps these
 * names to page components). Shop routes are plain (`product`), membership routes start with
 * `membership-` but for the member and creator account pages and the auth pages; a child carries
 * its parent's name as prefix (`order-status` under `order`).
 */
export type RouteName = PathRouteName | typeof NOT_FOUND_ROUTE.name;

/** Every route name at run time, so that a theme script's page keys can be checked. */
export const ROUTE_NAMES: readonly RouteName[] = [
  ...ROUTES.map((entry) => entry.name),
  NOT_FOUND_ROUTE.name,
];

const routesByName: ReadonlyMap<string, PathRoute> = new Map(
  ROUTES.map((entry) => [entry.name, entry]),
);

/**
 * Whether a string names a route, e.g. for the page keys of a theme script.
 *
 * @example
 * isRouteName("product") // true
 * isRouteName("products-list") // false
 */
export function isRouteName(value: string): value is RouteName {
  return value === NOT_FOUND_ROUTE.name || routesByName.has(value);
}

/**
 * The record of a route with an address.
 *
 * @example
 * routeRecord("product").path // "/products/$slug"
 */
export function routeRecord<Name extends PathRouteName>(
  name: Name,
): Extract<PathRoute, { name: Name }> {
  return routesByName.get(name) as Extract<PathRoute, { name: Name }>;
}
