export type {
  AnalyticsEventName,
  AnalyticsEvents,
  AnalyticsHandler,
} from "./analytics/analytics-events";
export type { Analytics, AnalyticsOptions } from "./analytics/create-analytics";
export { createAnalytics } from "./analytics/create-analytics";
export {
  checkPageValidity,
  PROTECTED_ENTER_COOKIE,
  redirectWhileComingSoon,
  removeTrailingSlash,
} from "./routing/global-guards";
export type { GuardContext, RouteGuard } from "./routing/guard-context";
export type {
  GuardDecision,
  NotFoundDecision,
  RedirectDecision,
} from "./routing/guard-decision";
export {
  continueRoute,
  isNotFound,
  isRedirect,
  notFound,
  redirect,
} from "./routing/guard-decision";
export { ROUTE_GUARDS } from "./routing/route-guard-table";
export {
  redirectCreatorToPosts,
  redirectPaidMemberToBilling,
  requireCreator,
  requireExitSurveyPending,
  requireLoggedOut,
  requireLogin,
  requireLoginToUnlock,
  requireMembershipEnabled,
  requireSubscription,
} from "./routing/route-guards";
export type { RouteName } from "./routing/route-names";
export { isRouteName, ROUTE_NAMES } from "./routing/route-names";
export type { PathRouteName, RouteParams } from "./routing/route-paths";
export { ROUTE_PATTERNS, routePath } from "./routing/route-paths";
export { runGuards } from "./routing/run-guards";
export { hasPaidSubscription, hasSubscription } from "./routing/user-access";
export type * from "./types/index";
