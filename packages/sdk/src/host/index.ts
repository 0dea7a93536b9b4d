// What an app that serves a storefront needs beyond what a theme or an integrator's pages use:
// the route table with its guards, the first state a page carries, the fonts and translations it
// loads, the analytics sink, and the locale's money and date formats. The host imports them from
// here, so the main entry stays the surface of themes and integrators.
export type { AnalyticsSinkOptions, SinkPage } from "../analytics/analytics-sink";
export { ANALYTICS_VISITOR_COOKIE, connectAnalyticsSink } from "../analytics/analytics-sink";
export { parseCookieText, serializeCookie } from "../cookies/cookie-jar";
export { dateFormatOf } from "../dates/date-format";
export { exactOrigin } from "../http/exact-origin";
export type { LoadedTranslations, TranslationSource } from "../i18n/load-translations";
export { FALLBACK_LOCALE, fallbackChain, loadTranslations } from "../i18n/load-translations";
export type { BundledTranslations } from "../i18n/translation-sources";
export { bundledTranslations, fetchedTranslations } from "../i18n/translation-sources";
export { moneyFormatOf } from "../money/money-format";
export { redirectWhileComingSoon } from "../routing/global-guards";
export type { RouteMatch } from "../routing/match-route";
export { matchRoute } from "../routing/match-route";
export { robotsTxt } from "../routing/robots-txt";
export {
  guardsOf,
  ROUTE_GUARD_CHECKS,
  redirectCreatorToPosts,
  redirectPaidMemberToBilling,
  requireCreator,
  requireExitSurveyPending,
  requireLoggedOut,
  requireLogin,
  requireLoginToUnlock,
  requireMembershipEnabled,
  requireMembershipVisible,
  requireSubscription,
} from "../routing/route-guards";
export {
  isRouteName,
  NOT_FOUND_ROUTE,
  ROUTE_NAMES,
  ROUTES,
  routeRecord,
} from "../routing/route-record";
export { runGuards } from "../routing/run-guards";
export { trailingSlashRedirect } from "../routing/trailing-slash";
export { dropMalformedSession } from "../session/session-access";
export {
  INITIAL_STATE_ELEMENT_ID,
  readInitialState,
  serializeInitialState,
} from "../stores/initial-state";
export type { FontFiles, ThemeFontFaces } from "../theme/font-faces";
export { fontFaceRules, themeFontFaces } from "../theme/font-faces";
export type { LoadFontOptions } from "../theme/load-font";
export { FONT_STYLE_ATTRIBUTE, loadFont } from "../theme/load-font";
export type { FontFile } from "../theme/supported-fonts";
export {
  fontFileName,
  fontFiles,
  fontPackage,
  LATIN_UNICODE_RANGE,
  PRELOADED_FONT_WEIGHTS,
  supportedFont,
} from "../theme/supported-fonts";
