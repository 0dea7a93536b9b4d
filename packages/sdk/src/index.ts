export {
  ANALYTICS_CONSENT_COOKIE,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_EVENTS_PATH,
  AUTH_TOKEN_COOKIE,
  CART_TOKEN_COOKIE,
  IMAGE_FITS,
  IMAGE_WIDTHS,
  PROTECTED_ENTER_COOKIE,
} from "@vitrine/contract";
export type * from "@vitrine/contract/wire";
export type { AnalyticsConsent } from "./analytics/analytics-consent";
export {
  mayRecord,
  needsConsentAnswer,
  readAnalyticsConsent,
  writeAnalyticsConsent,
} from "./analytics/analytics-consent";
export type {
  AnalyticsEventName,
  AnalyticsEvents,
  AnalyticsHandler,
} from "./analytics/analytics-events";
export type { ConsentState, ConsentStore } from "./analytics/consent-store";
export type { Analytics, AnalyticsOptions } from "./analytics/create-analytics";
export { createAnalytics } from "./analytics/create-analytics";
export type { BeaconTransport } from "./analytics/send-analytics-batch";
export type { AnalyticsApi } from "./api/analytics";
export type { CartApi } from "./api/cart";
export { CROSS_SELL_DEFAULTS } from "./api/cart";
export type { AudiosQuery, ContentApi } from "./api/content";
export type { DirectMessagesApi } from "./api/direct-messages";
export type { DonationsApi } from "./api/donations";
export type { StorefrontApi } from "./api/index";
export type { MediaApi } from "./api/media";
export type { MembershipApi } from "./api/membership";
export type { NewsletterApi } from "./api/newsletter";
export type { BillingHistoryQuery, OrderApi } from "./api/order";
export type { PagesApi } from "./api/pages";
export {
  BILLING_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DIRECT_MESSAGES_PAGE_SIZE,
  MAX_PAGE_SIZE,
  toCallPage,
  toPageSize,
  toUiPage,
} from "./api/paging";
export type { ShopCheckoutApi } from "./api/shop-checkout";
export type { ShopConfigApi } from "./api/shop-config";
export type { ShopOrdersApi } from "./api/shop-orders";
export type { SocialApi, SocialFeedQuery, YoutubeFeedQuery } from "./api/social";
export { SOCIAL_FEED_LIMIT } from "./api/social";
export type {
  QuantityDiscountsQuery,
  RelatedProductsQuery,
  SearchByCollectionsQuery,
  StorefrontCatalogApi,
} from "./api/storefront";
export type { TemplatesApi } from "./api/templates";
export type { ThemeSettingsApi } from "./api/theme-settings";
export type { TwitchApi } from "./api/twitch";
export type { CheckoutStep } from "./checkout/checkout-steps";
export {
  CHECKOUT_STEPS,
  nextCheckoutPath,
  pendingStep,
  stepRedirect,
} from "./checkout/checkout-steps";
export type {
  FetchLike,
  NavigateOptions,
  ResolvedStorefrontConfig,
  StorefrontConfig,
} from "./config";
export { resolveStorefrontConfig } from "./config";
export { createBrowserCookieJar } from "./cookies/browser-cookie-jar";
export type { CookieAttributes, CookieJar } from "./cookies/cookie-jar";
export type { MemoryCookieJar } from "./cookies/memory-cookie-jar";
export { createMemoryCookieJar } from "./cookies/memory-cookie-jar";
export {
  AUTH_TOKEN_COOKIE_ATTRIBUTES,
  CART_TOKEN_COOKIE_ATTRIBUTES,
  clearAuthToken,
  clearCartToken,
  readAuthToken,
  readCartToken,
  writeAuthToken,
  writeCartToken,
} from "./cookies/tokens";
export type { Storefront, StorefrontFormats, StorefrontStores } from "./create-storefront";
export { createStorefront } from "./create-storefront";
export type { DateFormatter } from "./dates/format-date";
export { createDateFormatter, formatDate } from "./dates/format-date";
export type { ShopStorefrontConfig } from "./discover-storefront";
export { discoverStorefront } from "./discover-storefront";
export type { RequestOptions } from "./http/api-error";
export { ApiError, isApiError, NETWORK_ERROR, toApiError } from "./http/api-error";
export { isMissingResource, throwIfMissing } from "./http/missing-resource";
export type { ApiRedirect } from "./http/redirect";
export { getApiRedirect, toShopPath } from "./http/redirect";
export type { TranslationMessages } from "./i18n/merge-messages";
export { mergeMessages } from "./i18n/merge-messages";
export { imageWidthFor } from "./image/image-widths";
export type { ResizeImageOptions } from "./image/resize-image-url";
export { resizeImageUrl } from "./image/resize-image-url";
export type { ResponsiveImage, ResponsiveImageOptions } from "./image/responsive-image";
export { imageSrcSet, responsiveImage, responsiveImageWidths } from "./image/responsive-image";
export type { PendingLoads } from "./loading/pending-loads";
export { createPendingLoads } from "./loading/pending-loads";
export type { MoneyFormatter } from "./money/format-money";
export { createMoneyFormatter, formatMoney } from "./money/format-money";
export type { LinkClick } from "./navigation/in-app-click";
export { isInAppClick } from "./navigation/in-app-click";
export type { OwnerModes } from "./navigation/owner-mode-path";
export { ownerModePath } from "./navigation/owner-mode-path";
export { pageTitle } from "./navigation/page-title";
export type { DefaultVariant } from "./products/default-variant";
export { getDefaultVariant } from "./products/default-variant";
export { findVariant } from "./products/find-variant";
export { isVariableProduct } from "./products/is-variable-product";
export type {
  OptionAvailability,
  OptionValueAvailability,
  SelectionAvailability,
  VariantStatus,
} from "./products/option-availability";
export { getOptionAvailability } from "./products/option-availability";
export type { ProductWithImages } from "./products/product-images";
export { getMainImage, getSecondaryImage } from "./products/product-images";
export type { VariantIndex } from "./products/variant-index";
export {
  createVariantIndex,
  findVariantBySelection,
  getFirstAvailableVariant,
} from "./products/variant-index";
export type { VariantSelection } from "./products/variant-selection";
export { getVariantSelection } from "./products/variant-selection";
export type { GuardContext, RouteGuard } from "./routing/guard-context";
export type { GuardDecision, NotFoundDecision, RedirectDecision } from "./routing/guard-decision";
export {
  continueRoute,
  isNotFound,
  isRedirect,
  notFound,
  redirect,
} from "./routing/guard-decision";
export type { LayoutName } from "./routing/layout-names";
export { LAYOUT_NAMES } from "./routing/layout-names";
export { pageNotFound } from "./routing/match-route";
export { loginReturningTo, RETURN_TO_QUERY, returnPath } from "./routing/return-to";
export type { LinkFollower } from "./routing/route-opens";
export { routeOpensFor } from "./routing/route-opens";
export type { RouteParams } from "./routing/route-paths";
export { routePath } from "./routing/route-paths";
export type {
  BareRouteBehaviour,
  GuardName,
  PathRoute,
  PathRouteName,
  ResourceSource,
  RouteName,
  RouteRecord,
  RouteResource,
} from "./routing/route-record";
export {
  hasPaidSubscription,
  hasSubscription,
  seesMembership,
  seesPrivateMembership,
} from "./routing/user-access";
export type { Session } from "./session/read-session";
export { readSession } from "./session/read-session";
export type { SessionAccess } from "./session/session-access";
export type { AppErrorPayload, AppErrorState, AppErrorStore } from "./stores/app-error-store";
export { createAppErrorStore } from "./stores/app-error-store";
export type { AuthState, AuthStore, AuthStoreDeps, LoginRole } from "./stores/auth-store";
export { createAuthStore, PROFILE_LOAD_DELAY_MS } from "./stores/auth-store";
export type { CartState, CartStore, CartStoreDeps } from "./stores/cart-store";
export { createCartStore, isCheckoutPath } from "./stores/cart-store";
export type {
  DirectMessageWidgetDeps,
  DirectMessageWidgetState,
  DirectMessageWidgetStore,
} from "./stores/direct-message-widget-store";
export {
  createDirectMessageWidgetStore,
  DIRECT_MESSAGE_POLL_INTERVAL_MS,
  formatUnreadBadge,
  UNREAD_BADGE_MAX,
} from "./stores/direct-message-widget-store";
export type { PageVisibility } from "./stores/page-visibility";
export { documentVisibility } from "./stores/page-visibility";
export type { ShopState, ShopStore } from "./stores/shop-store";
export { createShopStore } from "./stores/shop-store";
export type { SubscriptionActions, SubscriptionActionsDeps } from "./stores/subscription-actions";
export { createSubscriptionActions, pendingExitSurvey } from "./stores/subscription-actions";
export type { TwitchStore } from "./stores/twitch-store";
export { createTwitchStore } from "./stores/twitch-store";
export { contrastRatio, mixColors, normalizeColor } from "./theme/colors";
export { cssVariablesRule } from "./theme/css-variables-rule";
export type { NumericThemeSetting } from "./theme/default-theme-settings";
export {
  DEFAULT_THEME_SETTINGS,
  THEME_LIST_LIMIT,
  THEME_NUMBER_RANGES,
} from "./theme/default-theme-settings";
export { BRIGHT_LUMINANCE_THRESHOLD, isBrightColor } from "./theme/is-bright-color";
export type { SchemeColors } from "./theme/scheme-colors";
export { deriveSchemeColors } from "./theme/scheme-colors";
export { settingCssVariableName, settingCssVariables } from "./theme/setting-css-variables";
export type { SupportedFont } from "./theme/supported-fonts";
export {
  FONT_WEIGHTS,
  fontStack,
  SUPPORTED_FONTS,
  SYSTEM_FONT_STACK,
} from "./theme/supported-fonts";
export type { ThemeCssOptions } from "./theme/theme-css-variables";
export { themeCssVariables } from "./theme/theme-css-variables";
export { themeSettingValues } from "./theme/theme-setting-values";
