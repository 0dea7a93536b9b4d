import { notFound, type RouterHistory, redirect } from "@tanstack/react-router";
import {
  type GuardContext,
  isNotFound,
  isRedirect,
  type RouteGuard,
  runGuards,
  type Storefront,
} from "@vitrine/sdk";
import { isKnownPage } from "./page-validity";

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
    isValidPage: isKnownPage,
  };
}

/**
 * Runs the SDK's guard pipeline for a route and turns its decision into the router's: a redirect
 * is thrown as TanStack's `redirect`, a not-found as its `notFound` carrying the message;
 * `continue` returns.
 *
 * @example
 * enforceGuards(context("/cart/"), [], history) // throws redirect({ href: "/cart" })
 * enforceGuards(context("/nope"), [], history) // throws notFound({ data: { message: "Page Not Found: /nope" } })
 */
export function enforceGuards(
  context: GuardContext,
  guards: readonly RouteGuard[],
  history: Pick<RouterHistory, "replace">,
): void {
  const decision = runGuards(context, guards);
  if (isRedirect(decision)) {
    // TanStack compares addresses without their trailing slash: it takes /cart/ → /cart for a
    // redirect to where it already is and loads /cart/ again, forever. The trailing-slash fix
    // (the only redirect a path ending in "/" can get, it runs first) is written to the history.
    if (context.path !== "/" && context.path.endsWith("/")) history.replace(decision.to);
    throw redirect({ href: decision.to, replace: true });
  }
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
