import { checkPageValidity, redirectWhileComingSoon, removeTrailingSlash } from "./global-guards";
import type { GuardContext, RouteGuard } from "./guard-context";
import { continueRoute, type GuardDecision } from "./guard-decision";

const globalGuards: readonly RouteGuard[] = [
  removeTrailingSlash,
  checkPageValidity,
  redirectWhileComingSoon,
];

/**
 * Runs the checks of a navigation in the order of spec §2 — trailing-slash fix, page validity,
 * global checks (coming soon), then the route's own checks in the order given — and returns the
 * first decision that is not `continue`.
 *
 * @example
 * // a visitor on a coming-soon shop opens /membership/users/members/perks/?tab=1
 * runGuards(context, ROUTE_GUARDS["member-perks"])
 * // redirect("/membership/users/members/perks?tab=1") — the slash first; on the next
 * // navigation: redirect("/coming-soon")
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
