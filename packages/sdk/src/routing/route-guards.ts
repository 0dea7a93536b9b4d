import { pendingExitSurvey } from "../stores/subscription-actions";
import type { GuardContext, RouteGuard } from "./guard-context";
import { continueRoute, type GuardDecision, redirect } from "./guard-decision";
import { matchRoute, pageNotFound } from "./match-route";
import { routePath } from "./route-paths";
import type { GuardName, RouteRecord } from "./route-record";
import { hasPaidSubscription, hasSubscription, seesPrivateMembership } from "./user-access";

// The per-route checks of spec §5, one rule each. Which routes list which checks, and in what
// order, is each route's `guards` in the route record (route-record.ts).

/**
 * The membership area needs the membership feature on, else home.
 *
 * @example
 * requireMembershipEnabled({ membershipSettings: { enabled: false, … }, … }) // redirect("/")
 * requireMembershipEnabled({ membershipSettings: null, … }) // redirect("/")
 */
export function requireMembershipEnabled({ membershipSettings }: GuardContext): GuardDecision {
  return membershipSettings?.enabled === true ? continueRoute() : redirect(routePath("home"));
}

/**
 * A membership the creator made private (`membershipVisibility.public` false) is for its members
 * and its creator alone: visitors and logged-in members without a subscription go home. The
 * pages to log in, sign up or finish an account stay open, or no member could get back in.
 *
 * @example
 * // membershipSettings: { membershipVisibility: { public: false }, … }
 * requireMembershipVisible({ user: null, … }) // redirect("/")
 * requireMembershipVisible({ user: memberWithoutSubscription, … }) // redirect("/")
 * requireMembershipVisible({ user: subscribedMember, … }) // continueRoute()
 * requireMembershipVisible({ user: creator, … }) // continueRoute()
 */
export function requireMembershipVisible({
  membershipSettings,
  user,
}: GuardContext): GuardDecision {
  return membershipSettings?.membershipVisibility.public === false && !seesPrivateMembership(user)
    ? redirect(routePath("home"))
    : continueRoute();
}

/**
 * A logged-in non-member (a creator) is sent to posts from the pages that only make sense for a
 * member: the member account pages, direct messages, membership checkout and post unlocking.
 *
 * @example
 * redirectCreatorToPosts({ user: creator, … }) // redirect("/membership/posts")
 * redirectCreatorToPosts({ user: member, … }) // continueRoute()
 * redirectCreatorToPosts({ user: null, … }) // continueRoute() — visitors are left to other checks
 */
export function redirectCreatorToPosts({ user }: GuardContext): GuardDecision {
  return user?.type === "CREATOR" ? redirect(routePath("membership-posts")) : continueRoute();
}

/**
 * Member-only content needs a subscription (a paid tier counts as one), else billing.
 *
 * @example
 * requireSubscription({ user: memberWithoutSubscription, … })
 * // redirect("/membership/users/members/billing")
 */
export function requireSubscription({ user }: GuardContext): GuardDecision {
  return hasSubscription(user) ? continueRoute() : redirect(routePath("member-billing"));
}

/**
 * The membership checkout's message and payment steps send a member who already has a paid
 * subscription to billing: there is nothing left to buy there.
 *
 * @example
 * redirectPaidMemberToBilling({ user: { type: "MEMBER", tier: { type: "PAID", … }, … }, … })
 * // redirect("/membership/users/members/billing")
 */
export function redirectPaidMemberToBilling({ user }: GuardContext): GuardDecision {
  return hasPaidSubscription(user) ? redirect(routePath("member-billing")) : continueRoute();
}

/**
 * Account pages need a logged-in user, else login.
 *
 * @example
 * requireLogin({ user: null, … }) // redirect("/membership/auth/login")
 */
export function requireLogin({ user }: GuardContext): GuardDecision {
  return user !== null ? continueRoute() : redirect(routePath("auth-login"));
}

/**
 * Creator pages need a creator, else posts.
 *
 * @example
 * requireCreator({ user: member, … }) // redirect("/membership/posts")
 */
export function requireCreator({ user }: GuardContext): GuardDecision {
  return user?.type === "CREATOR" ? continueRoute() : redirect(routePath("membership-posts"));
}

/**
 * Unlocking a post needs a logged-in user, else pricing (where a visitor can join).
 *
 * @example
 * requireLoginToUnlock({ user: null, … }) // redirect("/membership/pricing")
 */
export function requireLoginToUnlock({ user }: GuardContext): GuardDecision {
  return user !== null ? continueRoute() : redirect(routePath("membership-pricing"));
}

/**
 * Completing an account after an upsell is only for logged-out users, a logged-in one goes to
 * posts.
 *
 * @example
 * requireLoggedOut({ user: member, … }) // redirect("/membership/posts")
 * requireLoggedOut({ user: null, … }) // continueRoute()
 */
export function requireLoggedOut({ user }: GuardContext): GuardDecision {
  return user === null ? continueRoute() : redirect(routePath("membership-posts"));
}

/**
 * The exit survey is only for a member whose subscription is cancelled and not yet surveyed
 * (`pendingExitSurvey`), everyone else goes to posts; and only at that subscription's address:
 * any other id (unknown, or someone else's) names no survey, so it is the not-found page rather
 * than a form whose answer the platform would refuse.
 *
 * @example
 * // subscription: { id: "sub-1", canceledAt: "2026-01-02T00:00:00.000Z", exitSurveyed: false, … }
 * requireExitSurveyPending({ user: cancelledMember, path: "/membership/users/members/subscriptions/sub-1/exit-survey", … }) // continueRoute()
 * requireExitSurveyPending({ user: cancelledMember, path: "/membership/users/members/subscriptions/x/exit-survey", … })
 * // notFound("Page Not Found: /membership/users/members/subscriptions/x/exit-survey")
 * // subscription: { canceledAt: null, … }
 * requireExitSurveyPending({ user: activeMember, … }) // redirect("/membership/posts")
 */
export function requireExitSurveyPending({ user, path }: GuardContext): GuardDecision {
  const pending = pendingExitSurvey(user);
  if (pending === null) return redirect(routePath("membership-posts"));
  return matchRoute(path)?.params.subscriptionId === pending.id
    ? continueRoute()
    : pageNotFound(path);
}

/** Every per-route check by the name the route record lists it under. */
export const ROUTE_GUARD_CHECKS: Readonly<Record<GuardName, RouteGuard>> = {
  requireMembershipEnabled,
  requireMembershipVisible,
  requireLogin,
  requireCreator,
  requireSubscription,
  requireLoginToUnlock,
  requireLoggedOut,
  requireExitSurveyPending,
  redirectCreatorToPosts,
  redirectPaidMemberToBilling,
};

/**
 * A route's own checks as functions, in the record's order, for `runGuards`.
 *
 * @example
 * runGuards(context, guardsOf(routeRecord("member-perks")))
 * // requireMembershipEnabled, requireLogin, redirectCreatorToPosts, requireSubscription
 */
export function guardsOf(route: Pick<RouteRecord, "guards">): readonly RouteGuard[] {
  return route.guards.map((name) => ROUTE_GUARD_CHECKS[name]);
}
