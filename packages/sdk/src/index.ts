export type {
  AccessTokenResponse,
  AnalyticsBatch,
  AnalyticsDay,
  AnalyticsEventRecord,
  AnalyticsStats,
  AnalyticsValue,
  ApiErrorBody,
  AppConfig,
  Audio,
  AudioSummary,
  Badge,
  BillingInfo,
  BillingInterval,
  BillingRecord,
  BillingRecordStatus,
  CancelOrderPayload,
  Cart,
  CartAddPayload,
  CartChangePayload,
  CartItem,
  CartRecommendQuery,
  ChangePasswordPayload,
  CheckoutInformation,
  CheckoutLine,
  Collection,
  CollectionOrderBy,
  CollectionSearchGroup,
  CollectionsQuery,
  ColorScheme,
  ComingSoon,
  ContentAccessInfo,
  ContentBlock,
  ContentImage,
  ContentPage,
  ContentVisibility,
  CreateMembershipCheckoutPayload,
  CreateShopCheckoutPayload,
  Creator,
  DataResponse,
  DateFormat,
  DatePart,
  DirectMessage,
  DirectMessageParticipant,
  DirectMessagesQuery,
  DirectMessageThread,
  DirectMessageThreadDetail,
  DirectMessageWidget,
  Donation,
  DonationPayload,
  DonationSettings,
  ExitSurveyPayload,
  Gift,
  GiftRedemption,
  GiftStatus,
  HomeSection,
  ImageFit,
  ImageWidth,
  InitialState,
  IsoDateTime,
  ListingQuery,
  ListResponse,
  LoginPayload,
  MediaSource,
  Member,
  MembershipCheckout,
  MembershipCheckoutStatus,
  MembershipSettings,
  MoneyAffixes,
  MoneyFormat,
  MoneyMinor,
  Order,
  OrderKind,
  OrderReference,
  OrderStatus,
  PageInfo,
  PaymentMethod,
  PaymentMethodInput,
  Perk,
  PerkKind,
  Post,
  PostContent,
  PostSummary,
  PostsQuery,
  PostType,
  PostUnlockOffer,
  Product,
  ProductImage,
  ProductOption,
  ProductOptionValue,
  ProductOrderBy,
  ProductSummary,
  ProductsQuery,
  ProductVariant,
  ProfileUpdate,
  QuantityDiscounts,
  QuantityDiscountTier,
  RedeemGiftCodePayload,
  ResetPasswordPayload,
  SendDirectMessagePayload,
  SendTipPayload,
  SessionClaims,
  ShippingAddress,
  ShippingRate,
  Shop,
  ShopCheckout,
  ShopCheckoutInformation,
  ShopCheckoutPaymentPayload,
  ShopCheckoutStatus,
  ShopErrorStatus,
  ShopTheme,
  SignupPayload,
  SocialFeedItem,
  SocialPlatform,
  SortDirection,
  StorefrontEndpoints,
  Subscription,
  SubscriptionStatus,
  TextTransform,
  ThemeSettings,
  Tier,
  TierType,
  TwitchState,
  UnlockMessagePayload,
  UnlockPostPayload,
  User,
  UserType,
  Video,
  VideoEmbed,
  VideoSeries,
  VideoSeriesDetail,
  VideoSeriesRef,
  VideoSummary,
  VideosQuery,
  WatchHistoryEntry,
  WatchHistoryQuery,
  WatchProgress,
  WatchProgressPayload,
} from "@vitrine/contract";
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
export type { AnalyticsSinkOptions, SinkPage } from "./analytics/analytics-sink";
export { ANALYTICS_VISITOR_COOKIE, connectAnalyticsSink } from "./analytics/analytics-sink";
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
export type { ShopOrdersApi } from "./api/shop-orders";
export type { SocialApi, SocialFeedQuery, YoutubeFeedQuery } from "./api/social";
export { SOCIAL_FEED_LIMIT } from "./api/social";
export type {
  QuantityDiscountsQuery,
  RelatedProductsQuery,
  SearchByCollectionsQuery,
  StorefrontCatalogApi,
} from "./api/storefront";
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
export { parseCookieText, serializeCookie } from "./cookies/cookie-jar";
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
export type { Storefront, StorefrontStores } from "./create-storefront";
export { createStorefront } from "./create-storefront";
export { dateFormatOf } from "./dates/date-format";
export { formatDate } from "./dates/format-date";
export type { RequestOptions } from "./http/api-error";
export { ApiError, isApiError, toApiError } from "./http/api-error";
export { exactOrigin } from "./http/exact-origin";
export { isMissingResource, throwIfMissing } from "./http/missing-resource";
export type { ApiRedirect } from "./http/redirect";
export { getApiRedirect, toShopPath } from "./http/redirect";
export type {
  LoadedTranslations,
  TranslationMessages,
  TranslationSource,
} from "./i18n/load-translations";
export { FALLBACK_LOCALE, fallbackChain, loadTranslations } from "./i18n/load-translations";
export type { BundledTranslations } from "./i18n/translation-sources";
export { bundledTranslations, fetchedTranslations } from "./i18n/translation-sources";
export { imageWidthFor } from "./image/image-widths";
export type { ResizeImageOptions } from "./image/resize-image-url";
export { resizeImageUrl } from "./image/resize-image-url";
export type { ResponsiveImage, ResponsiveImageOptions } from "./image/responsive-image";
export { imageSrcSet, responsiveImage, responsiveImageWidths } from "./image/responsive-image";
export type { PendingLoads } from "./loading/pending-loads";
export { createPendingLoads } from "./loading/pending-loads";
export { formatMoney } from "./money/format-money";
export { moneyFormatOf } from "./money/money-format";
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
export { redirectWhileComingSoon } from "./routing/global-guards";
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
export type { LayoutName } from "./routing/layout-names";
export { LAYOUT_NAMES } from "./routing/layout-names";
export type { RouteMatch } from "./routing/match-route";
export { matchRoute, pageNotFound } from "./routing/match-route";
export { loginReturningTo, RETURN_TO_QUERY, returnPath } from "./routing/return-to";
export { robotsTxt } from "./routing/robots-txt";
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
} from "./routing/route-guards";
export type { RouteParams } from "./routing/route-paths";
export { routePath } from "./routing/route-paths";
export type {
  BareRouteBehaviour,
  GuardName,
  PathRoute,
  PathRouteName,
  RouteLoaderKey,
  RouteName,
  RouteRecord,
} from "./routing/route-record";
export {
  isRouteName,
  NOT_FOUND_ROUTE,
  ROUTE_NAMES,
  ROUTES,
  routeRecord,
} from "./routing/route-record";
export { runGuards } from "./routing/run-guards";
export { trailingSlashRedirect } from "./routing/trailing-slash";
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
export {
  INITIAL_STATE_ELEMENT_ID,
  readInitialState,
  serializeInitialState,
} from "./stores/initial-state";
export type { PageVisibility } from "./stores/page-visibility";
export { documentVisibility } from "./stores/page-visibility";
export type { ShopState, ShopStore } from "./stores/shop-store";
export { createShopStore } from "./stores/shop-store";
export type { SubscriptionActions, SubscriptionActionsDeps } from "./stores/subscription-actions";
export { createSubscriptionActions } from "./stores/subscription-actions";
export type { TwitchStore } from "./stores/twitch-store";
export { createTwitchStore } from "./stores/twitch-store";
export { mixColors, normalizeColor } from "./theme/colors";
export { cssVariablesRule } from "./theme/css-variables-rule";
export type { NumericThemeSetting } from "./theme/default-theme-settings";
export {
  DEFAULT_THEME_SETTINGS,
  THEME_LIST_LIMIT,
  THEME_NUMBER_RANGES,
} from "./theme/default-theme-settings";
export type { FontFiles, ThemeFontFaces } from "./theme/font-faces";
export { fontFaceRules, themeFontFaces } from "./theme/font-faces";
export { BRIGHT_LUMINANCE_THRESHOLD, isBrightColor } from "./theme/is-bright-color";
export type { LoadFontOptions } from "./theme/load-font";
export { FONT_STYLE_ATTRIBUTE, loadFont } from "./theme/load-font";
export type { SchemeColors } from "./theme/scheme-colors";
export { deriveSchemeColors } from "./theme/scheme-colors";
export {
  settingCssVariableName,
  settingCssVariables,
} from "./theme/setting-css-variables";
export type { FontFile, SupportedFont } from "./theme/supported-fonts";
export {
  FONT_WEIGHTS,
  fontFileName,
  fontFiles,
  fontPackage,
  fontStack,
  LATIN_UNICODE_RANGE,
  PRELOADED_FONT_WEIGHTS,
  SUPPORTED_FONTS,
  SYSTEM_FONT_STACK,
  supportedFont,
} from "./theme/supported-fonts";
export type { ThemeCssOptions } from "./theme/theme-css-variables";
export { themeCssVariables } from "./theme/theme-css-variables";
export { themeSettingValues } from "./theme/theme-setting-values";
