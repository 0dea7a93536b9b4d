import type { User } from "@vitrine/contract";
import type { GuardContext } from "./guard-context";
import { guardsOf } from "./route-guards";
import { type PathRouteName, routeRecord } from "./route-record";

/** Who follows a link: what the route's own checks read of them. */
export interface LinkFollower {
  membershipSettings: GuardContext["membershipSettings"];
  user: User | null;
}

/**
 * Whether a link to a route (one without parameters, as menus have) shows its page to this user,
 * rather than its own checks sending them elsewhere: menus offer only links that lead somewhere.
 * The checks are the route record's, the ones the router runs; the shop-wide ones (coming soon)
 * are left out, as they close every link alike.
 *
 * @example
 * // a private membership (membershipVisibility.public false)
 * routeOpensFor("membership-posts", { membershipSettings: privateClub, user: null }) // false: sent home
 * routeOpensFor("auth-login", { membershipSettings: privateClub, user: null }) // true
 * routeOpensFor("member-profile", { membershipSettings: publicClub, user: member }) // true
 */
export function routeOpensFor(
  name: PathRouteName,
  { membershipSettings, user }: LinkFollower,
): boolean {
  const route = routeRecord(name);
  const context: GuardContext = {
    path: route.path,
    search: {},
    shop: null,
    membershipSettings,
    user,
    cookies: {},
    customizing: false,
    inFrame: false,
  };
  return guardsOf(route).every((guard) => guard(context).type === "continue");
}
