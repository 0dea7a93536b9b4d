/**
 * The wire's types, and nothing else: what `@vitrine/contract` and `@vitrine/sdk` re-export with
 * `export type * from` (this module, `@vitrine/contract/wire`). Named here rather than starred
 * from `./types/*`, which also hold the zod schemas the types are inferred from: the declaration
 * bundler flattens a starred re-export into plain exports (rollup-plugin-dts #354), and the
 * published types would then promise schemas the JavaScript entry does not export.
 */

export type { ImageFit, ImageWidth } from "./image-service";
export type { MediaFileProblem, MediaItem, MediaMime } from "./media/media-library";
export type { HomeSection, TemplateSection } from "./theme-sections/section-schema";
export type {
  AnalyticsBatch,
  AnalyticsDay,
  AnalyticsEventName,
  AnalyticsEventRecord,
  AnalyticsStats,
  AnalyticsValue,
  ShopAnalyticsSettings,
} from "./types/analytics";
export type {
  Cart,
  CartAddPayload,
  CartChangePayload,
  CartItem,
  CartRecommendQuery,
} from "./types/cart";
export type {
  Collection,
  CollectionOrderBy,
  CollectionSearchGroup,
  CollectionsQuery,
  CompactProduct,
  CompactVariants,
  ListingQuery,
  Product,
  ProductImage,
  ProductOption,
  ProductOptionValue,
  ProductOrderBy,
  ProductSummary,
  ProductsQuery,
  ProductVariant,
  QuantityDiscounts,
  QuantityDiscountTier,
  SocialFeedItem,
  SocialPlatform,
} from "./types/catalog";
export type {
  ApiErrorBody,
  ApiErrorIssue,
  DataResponse,
  IsoDateTime,
  ListResponse,
  MoneyMinor,
  PageInfo,
  SortDirection,
} from "./types/common";
export type {
  Audio,
  AudioSummary,
  ContentAccessInfo,
  ContentBlock,
  ContentImage,
  ContentVisibility,
  MediaSource,
  Perk,
  PerkKind,
  Post,
  PostContent,
  PostSummary,
  PostsQuery,
  PostType,
  PostUnlockOffer,
  UnlockPostPayload,
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
} from "./types/content";
export type { DateFormat, DatePart } from "./types/date-format";
export type {
  DirectMessage,
  DirectMessageParticipant,
  DirectMessagesQuery,
  DirectMessageThread,
  DirectMessageThreadDetail,
  DirectMessageWidget,
  SendDirectMessagePayload,
} from "./types/direct-messages";
export type {
  Donation,
  DonationPayload,
  DonationSettings,
  DonationStatus,
} from "./types/donations";
export type {
  Gift,
  GiftRedemption,
  GiftStatus,
  RedeemGiftCodePayload,
  VerifyGiftCodePayload,
} from "./types/gifts";
export type {
  AccessTokenResponse,
  Badge,
  BillingInfo,
  BillingInterval,
  ChangePasswordPayload,
  Creator,
  ExitSurveyPayload,
  LoginPayload,
  Member,
  MembershipSettings,
  ProfileUpdate,
  ResetPasswordPayload,
  SessionClaims,
  SignupPayload,
  Subscription,
  SubscriptionStatus,
  Tier,
  TierType,
  User,
  UserType,
} from "./types/membership";
export type { MoneyAffixes, MoneyFormat } from "./types/money-format";
export type {
  BillingRecord,
  BillingRecordStatus,
  CheckoutInformation,
  CreateMembershipCheckoutPayload,
  MembershipCheckout,
  MembershipCheckoutStatus,
  PaymentMethod,
  PaymentMethodInput,
  SendTipPayload,
  UnlockMessagePayload,
} from "./types/order";
export type { ComingSoon, ContentPage } from "./types/pages";
export type {
  AppConfig,
  ColorScheme,
  InitialState,
  Shop,
  ShopErrorStatus,
  ShopTheme,
  StorefrontEndpoints,
  TextTransform,
  ThemePreview,
  ThemeSettings,
  TwitchState,
} from "./types/shop";
export type {
  CancelOrderPayload,
  CheckoutLine,
  CreateShopCheckoutPayload,
  Order,
  OrderKind,
  OrderReference,
  OrderStatus,
  ShippingAddress,
  ShippingRate,
  ShopCheckout,
  ShopCheckoutInformation,
  ShopCheckoutPaymentPayload,
  ShopCheckoutStatus,
} from "./types/shop-checkout";
