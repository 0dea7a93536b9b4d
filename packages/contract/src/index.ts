export {
  ANALYTICS_CONSENT_ANSWERS,
  ANALYTICS_CONSENT_COOKIE,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_PAYLOAD_BYTES,
  ANALYTICS_STATS_DAYS,
  ANALYTICS_STATS_PATH,
} from "./analytics";
export type { ShopApiPrefix } from "./api-prefixes";
export { SHOP_API_PREFIXES } from "./api-prefixes";
export {
  EDGE_PURGE_PATH_PREFIX,
  PERSONAL_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SHARED_CACHE_SECONDS,
  STALE_WHILE_REVALIDATE_SECONDS,
  SURROGATE_KEY_HEADER,
  surrogateKeys,
} from "./cache-policy";
export { packProduct, unpackProduct } from "./catalog/compact-product";
export { checkoutLineOf } from "./checkout-line";
export { AUTH_TOKEN_COOKIE, CART_TOKEN_COOKIE, PROTECTED_ENTER_COOKIE } from "./cookie-names";
export type {
  ApiBase,
  Endpoint,
  EndpointAccess,
  EndpointAnswer,
  EndpointBody,
  EndpointMethod,
  EndpointParams,
  EndpointQuery,
} from "./endpoints/endpoint";
export {
  answerEnvelope,
  defineEndpoint,
  multipart,
  nothing,
} from "./endpoints/endpoint";
export type { EndpointRoute, EndpointRoutesOf } from "./endpoints/endpoint-route";
export { endpointPath, isPathParam, PATH_PARAM_MAX_LENGTH } from "./endpoints/endpoint-route";
export type { EndpointRoutes } from "./endpoints/endpoint-routes";
export {
  analyticsRoutes,
  audioRoutes,
  authRoutes,
  billingRoutes,
  cartRoutes,
  creatorsRoutes,
  directMessagesRoutes,
  donationsRoutes,
  endpointRoutes,
  enterComingSoonRoute,
  mediaRoutes,
  membershipCheckoutRoutes,
  membersRoutes,
  newsletterRoutes,
  pagesRoutes,
  perksRoutes,
  postsRoutes,
  shopCheckoutRoutes,
  shopOrdersRoutes,
  socialRoutes,
  storefrontDiscoveryRoutes,
  storefrontRoutes,
  subscriptionsRoutes,
  templatesRoutes,
  themePreviewDraftRoutes,
  themeSettingsRoutes,
  tipsRoutes,
  twitchRoutes,
  videosRoutes,
  watchHistoryRoutes,
} from "./endpoints/endpoint-routes";
export { endpoints } from "./endpoints/index";
export { MEDIA_LIBRARY_API_PATH } from "./endpoints/media";
export type { NewsletterSignup, NewsletterSubscriber } from "./endpoints/newsletter";
export { enterComingSoon } from "./endpoints/pages";
export type { AllowedOrigins, StorefrontDiscovery } from "./endpoints/storefront-discovery";
export {
  ALLOWED_ORIGINS_LIMIT,
  allowedOrigins,
  STOREFRONT_DISCOVERY_PATH,
  storefrontDiscovery,
} from "./endpoints/storefront-discovery";
export type { TemplateAssignment } from "./endpoints/templates";
export { CREATOR_CATALOG_API_PATH, templateAssignment } from "./endpoints/templates";
export { themePreviewDraftEndpoints } from "./endpoints/theme-settings";
export { IMAGE_FITS, IMAGE_WIDTHS } from "./image-service";
export {
  BILLING_PAGE_SIZE,
  BIO_MAX_LENGTH,
  CHECKOUT_MESSAGE_MAX_LENGTH,
  DEFAULT_PAGE_SIZE,
  DIRECT_MESSAGE_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  DONATION_MESSAGE_MAX_LENGTH,
  DONOR_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EXIT_SURVEY_COMMENT_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MAX_PAGE_SIZE,
  MAX_PASSWORD_LENGTH,
  MAX_TIP_AMOUNT,
  MIN_PASSWORD_LENGTH,
  MIN_TIP_AMOUNT,
  POSTAL_CODE_MAX_LENGTH,
  TIP_MESSAGE_MAX_LENGTH,
} from "./limits";
export {
  MEDIA_ACCEPT,
  MEDIA_LIMITS,
  MEDIA_PATH_PREFIX,
  MEDIA_REFUSALS,
  MEDIA_TYPE_NAMES,
  MEDIA_TYPES,
  mediaFileProblem,
  mediaItem,
} from "./media/media-library";
export { mediaTypeOf } from "./media/media-type-sniff";
export * as rules from "./rules/field-rules";
export type { ThemeProblem, ThemeRule } from "./theme-check/theme-problem";
export { problemLocation, THEME_RULES } from "./theme-check/theme-problem";
export {
  DEFAULT_THEME_SECTIONS,
  SECTION_LINK_OPTIONS,
} from "./theme-sections/default-theme-sections";
export type {
  SectionBlock,
  SectionBlockDefinition,
  SectionDefinition,
  TemplatePageTypeBesidesHome,
  TemplateSchema,
  TemplateSection,
  ThemeSectionsSchema,
} from "./theme-sections/section-schema";
export { SECTION_LIMITS } from "./theme-sections/section-schema";
export { sectionsSchemaProblems } from "./theme-sections/section-schema-problems";
export type { ResolvedSection } from "./theme-sections/section-values";
export {
  resolveSections,
  sectionListProblems,
  sectionValues,
} from "./theme-sections/section-values";
export type {
  AssignablePageType,
  TemplateName,
  TemplatePageType,
} from "./theme-sections/template-names";
export {
  ASSIGNABLE_PAGE_TYPES,
  isTemplateOf,
  parseTemplateName,
  TEMPLATE_PAGE_TYPES,
  TEMPLATE_SUFFIX,
} from "./theme-sections/template-names";
export type {
  ResolvedTemplate,
  TemplateArrangements,
} from "./theme-sections/templates";
export {
  arrangementOf,
  arrangementProblems,
  resolveTemplate,
  templateSchemaOf,
  templateSectionTypes,
  templatesProblems,
  withArrangement,
} from "./theme-sections/templates";
export {
  BASE_SETTING_IDS,
  BASE_SETTINGS_SCHEMA,
  themeSettingsSchema,
} from "./theme-settings/base-settings-schema";
export type { ColorSchemeColor } from "./theme-settings/color-schemes";
export {
  COLOR_SCHEME_COLORS,
  COLOR_SCHEME_LIMITS,
  colorSchemesProblems,
  schemeOrFirst,
} from "./theme-settings/color-schemes";
export { isSettingValue, settingValueProblem } from "./theme-settings/setting-value";
export type {
  CheckboxSetting,
  CollectionSetting,
  ColorSchemeSetting,
  ColorSetting,
  FontSetting,
  ImageSetting,
  RangeSetting,
  SelectOption,
  SelectSetting,
  SettingDefinition,
  SettingsGroup,
  SettingsProblem,
  SettingType,
  SettingUnit,
  SettingValue,
  TextSetting,
  ThemeSettingsSchema,
} from "./theme-settings/settings-schema";
export {
  SETTING_TYPES,
  SETTING_UNITS,
  SETTINGS_SCHEMA_LIMITS,
} from "./theme-settings/settings-schema";
export type { SettingsSchemaCheckOptions } from "./theme-settings/settings-schema-problems";
export {
  isSettingsSchema,
  settingDefinitionsProblems,
  settingsSchemaProblems,
} from "./theme-settings/settings-schema-problems";
export {
  allSettings,
  SETTINGS_LIST_LIMITS,
  settingsDefaults,
  settingsOfTheme,
  settingsValuesProblems,
} from "./theme-settings/settings-values";
export { SUPPORTED_FONT_FAMILIES } from "./theme-settings/supported-font-families";
export { SHARED_MODULE_SPECIFIERS } from "./themes/shared-modules";
export type {
  ThemeFile,
  ThemeLiveRequest,
  ThemeManifest,
  ThemePreviewGrant,
  ThemePreviewRequest,
  ThemeUpload,
  ThemeVersion,
} from "./themes/theme-files";
export {
  THEME_LIMITS,
  THEME_PREVIEW_COOKIE,
  THEMES_API_PATH,
} from "./themes/theme-files";
export type {
  ThemeFaultKind,
  ThemeTrial,
  ThemeTrialCandidate,
  ThemeTrialFailure,
  ThemeVersionHealth,
} from "./themes/theme-health";
export type {
  DevManifest,
  ThemePreviewDraft,
  ThemePreviewDraftWrite,
} from "./themes/theme-preview-draft";
export { DEV_MANIFEST_PATH, devManifestOf } from "./themes/theme-preview-draft";
export { THEME_QUOTAS } from "./themes/theme-quotas";
export type { ThemeRef } from "./themes/theme-ref";
export {
  parseThemeRef,
  THEME_CHOICE_QUERY,
  THEME_HANDLE,
  themeRefText,
} from "./themes/theme-ref";
export { themeSchemaProblems } from "./themes/theme-schema-problems";
export type {
  ScheduleState,
  SettingsAuthor,
  ThemeSettingsRestore,
  ThemeSettingsSchedule,
  ThemeSettingsScheduleCreate,
  ThemeSettingsState,
  ThemeSettingsVersion,
  ThemeSettingsWrite,
} from "./themes/theme-settings-versions";
export {
  MAX_PENDING_SCHEDULES,
  MAX_SCHEDULE_AHEAD_MS,
  SCHEDULE_STATES,
  schedulePublishAtProblem,
  THEME_SETTINGS_API_PATH,
} from "./themes/theme-settings-versions";
export { COMPLETED_SHARE, watchProgress } from "./watch-progress";
export type * from "./wire";
