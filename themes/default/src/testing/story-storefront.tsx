import { mergeMessages } from "@vitrine/sdk";
import { en, type ThemeMessages } from "../i18n/en";
import { fr } from "../i18n/fr";
import { orderFlowEn } from "../i18n/order-flow-en";
import { membershipEn } from "../membership/i18n/en";

// The storefront stories render in is the kit's Storybook preset (one implementation for this
// repo's Storybook and a theme project's).
export {
  createStoryStorefront,
  storyNavigation,
  type VitrineStoryParameters,
} from "@vitrine/theme-kit/storybook";

/**
 * Every string of the default theme by locale, for stories: they show a page's component without
 * the lazy page that brings its strings in the app, so the membership screens' and the order
 * flow's English are in too, merged as the app merges them.
 */
export const storyTranslations = {
  en: mergeMessages(mergeMessages(en, orderFlowEn), { membership: membershipEn }),
  fr,
} satisfies Record<string, ThemeMessages>;
