import { notFound, redirect } from "@tanstack/react-router";
import {
  type GuardContext,
  type GuardDecision,
  isNotFound,
  isRedirect,
  type RouteGuard,
  type Storefront,
} from "@vitrine/sdk";
import { runGuards } from "@vitrine/sdk/host";

/** What a navigation adds to the storefront's state to make a guard context. */
export interface NavigationFacts {
  path: string;
  search: Readonly<Record<string, string>>;
  inFrame: boolean;
}

/** What the not-found screen receives from a guard or a bare route (`notFound({ data })`). */
export interface NotFoundData {
  message: string;
}

/**
 * The guard context of one navigation, read from the storefront's stores and cookies at that
 * moment, so that a login or a cookie set since the last navigation counts.
 *
 * @example
 * guardContextFor(storefront, { path: "/membership/posts", search: {}, inFrame: false })
 * // { path: "/membership/posts", shop, membershipSettings, user: null, cookies: { … }, … }
 */
export function guardContextFor(storefront: Storefront, facts: NavigationFacts): GuardContext {
  const { shop, membershipSettings } = storefront.stores.shop.state;
  return {
    path: facts.path,
    search: facts.search,
    shop,
    membershipSettings,
    user: storefront.stores.auth.state.user,
    cookies: cookiesOf(storefront),
    customizing: storefront.config.customizing,
    inFrame: facts.inFrame,
  };
}

/**
 * Runs the SDK's guard pipeline for a route and hands its decision to the router
 * (`throwDecision`).
 *
 * @example
 * enforceGuards(context("/membership/users/members/profile"), guardsOf(routeRecord("member-profile")))
 * // a visitor: throws redirect({ href: "/membership/auth/login" })
 */
export function enforceGuards(context: GuardContext, guards: readonly RouteGuard[]): void {
  throwDecision(runGuards(context, guards));
}

/**
 * A guard decision as the router's: a redirect is thrown as TanStack's `redirect`, replacing the
 * history entry (Back must not bounce through it), a not-found as its `notFound` carrying the
 * message; `continue` returns.
 *
 * @example
 * throwDecision(redirect("/coming-soon")) // throws redirect({ href: "/coming-soon", replace: true })
 * throwDecision(pageNotFound("/nope")) // throws notFound({ data: { message: "Page Not Found: /nope" } })
 */
export function throwDecision(decision: GuardDecision): void {
  if (isRedirect(decision)) throw redirect({ href: decision.to, replace: true });
  if (isNotFound(decision)) {
    throw notFound({ data: { message: decision.message } satisfies NotFoundData });
  }
}

function cookiesOf(storefront: Storefront): Record<string, string | undefined> {
  // Guards read cookies by name and the jar answers one name at a time: a lazy view gives them
  // every cookie without copying the jar at each navigation.
  return new Proxy({} as Record<string, string | undefined>, {
    get: (_, name) => (typeof name === "string" ? storefront.cookies.get(name) : undefined),
  });
}
