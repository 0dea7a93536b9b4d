export type {
  LayoutProps,
  NotFoundPageProps,
  PageComponent,
  PageProps,
  ThemeDefinition,
  ThemeInput,
  ThemeLayouts,
  ThemePages,
  ThemeTranslations,
} from "./define-theme";
export { defineTheme, themeSchema } from "./define-theme";
export type { LinkProps } from "./link";
export { Link, useNavigate } from "./link";
export type {
  HydrationResources,
  ResourcePreloads,
  ResourcePreloadsProviderProps,
  ResourceSnapshot,
  ServerLoadOutcome,
  ServerResources,
} from "./resource-preloads";
export {
  createServerResources,
  hydrationResources,
  RESOURCE_SNAPSHOT_ELEMENT_ID,
  ResourcePreloadsProvider,
  readResourceSnapshot,
} from "./resource-preloads";
export type {
  LeaveConfirmation,
  Notify,
  NotifyType,
  RuntimeServices,
  RuntimeServicesProviderProps,
} from "./runtime-services";
export { RuntimeServicesProvider, useLeaveConfirmation, useNotify } from "./runtime-services";
export type { SearchParamsAdapter } from "./search-params";
export { browserSearchParams } from "./search-params";
export type { SectionComponents, SectionListProps, SectionProps } from "./section-list";
export { SectionList } from "./section-list";
export type { SettingTarget } from "./setting-target";
export { parseSettingTarget, SETTING_TARGET_ATTRIBUTE, settingTarget } from "./setting-target";
export type { StoreView } from "./store-hooks";
export {
  useAnalytics,
  useAnalyticsConsent,
  useAppError,
  useAuth,
  useCart,
  useDirectMessageWidget,
  useShop,
  useSubscriptionActions,
  useTwitch,
} from "./store-hooks";
export { pinStoresForHydration } from "./store-state";
export type { StorefrontProviderProps } from "./storefront-context";
export { StorefrontProvider, useStorefront } from "./storefront-context";
export type { ThemeSettingsSchemaProviderProps } from "./theme-settings";
export {
  ThemeSettingsSchemaProvider,
  useThemeSetting,
  useThemeSettings,
  useThemeSettingsSchema,
} from "./theme-settings";
export { imageAltOf, useImageAlt } from "./use-image-alt";
export { usePageLoading } from "./use-page-loading";
export { usePageTitle } from "./use-page-title";
export { useProductViewEvent } from "./use-product-view-event";
export type { Resource, ResourceState } from "./use-resource";
export { useResource } from "./use-resource";
export type { VariantSelectionView } from "./use-variant-selection";
export { useVariantSelection } from "./use-variant-selection";
