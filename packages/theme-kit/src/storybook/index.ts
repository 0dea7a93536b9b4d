// The kit's Storybook preset (`@vitrine/theme-kit/storybook`): kept out of the kit's main entry so
// a theme script never bundles Storybook, msw or the fake platform.
export { createMemorySearchParams } from "./memory-search-params";
export type { SettingsControls } from "./settings-controls";
export { settingsControls, settingsFromArgs } from "./settings-controls";
export { colorSchemesFromGlobals, storyGlobalTypes, storyInitialGlobals } from "./story-globals";
export { StoryServices, storyLeaveGuard } from "./story-services";
export type {
  StorefrontDecoratorOptions,
  StoryTranslations,
  VitrineStoryParameters,
} from "./story-storefront";
export { createStoryStorefront, storefrontDecorator, storyNavigation } from "./story-storefront";
export type { VitrinePreviewOptions } from "./vitrine-preview";
export { vitrinePreview } from "./vitrine-preview";
