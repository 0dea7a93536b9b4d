import { redirectWhileComingSoon } from "./global-guards";
import type { GuardContext, RouteGuard } from "./guard-context";
import { continueRoute, type GuardDecision } from "./guard-decision";

const globalGuards: readonly RouteGuard[] = [redirectWhileComingSoon];

/**
 * Runs the checks of a navigation to a route: the global checks (coming soon), then the route's
 * own checks in the order given, and returns the first decision that is not `continue`. The two
 * steps spec §2 puts first happen before a route is chosen: the trailing-slash fix (the server's
 * redirect, `trailingSlashRedirect`) and page validity (no route matches: `pageNotFound`).
 *
 * @example
 * // a free member on a coming-soon shop opens /membership/users/members/perks
 * runGuards(context, guardsOf(routeRecord("member-perks"))) // redirect("/coming-soon")
 * // once the shop opens: redirect("/membership/users/members/billing") (no subscription)
 */
export function runGuards(
  context: GuardContext,
  routeGuards: readonly RouteGuard[],
): GuardDecision {
  for (const guard of [...globalGuards, ...routeGuards]) {
    const decision = guard(context);
    if (decision.type !== "continue") return decision;
  }
  return continueRoute();
}
