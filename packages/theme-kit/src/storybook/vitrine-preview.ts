import type { Preview } from "@storybook/react-vite";
import type { ThemeSettingsSchema } from "@vitrine/contract";
import { themeSettingsSchema } from "@vitrine/contract";
import {
  checkoutHandlers,
  membershipHandlers,
  shopHandlers,
} from "@vitrine/contract/fake-platform";
import { mergeMessages, type TranslationMessages } from "@vitrine/sdk";
import { initialize, mswLoader } from "msw-storybook-addon";
import { kitEn } from "../i18n/en";
import { kitFr } from "../i18n/fr";
import { settingsControls } from "./settings-controls";
import { storyGlobalTypes, storyInitialGlobals } from "./story-globals";
import { type StoryTranslations, storefrontDecorator } from "./story-storefront";

export interface VitrinePreviewOptions {
  /**
   * The theme the stories belong to (`defineTheme(…)`): its own settings become controls beside
   * the spec's, and its strings (those given as objects, not loaders) are laid over the kit's.
   */
  theme?: { settings?: ThemeSettingsSchema; translations?: Readonly<Record<string, unknown>> };
  /** Every string by locale, instead of the kit's with the theme's over them. */
  translations?: StoryTranslations;
}

// As the host lays a theme's strings over the kit's: area by area, key by key.
function overKit(kit: TranslationMessages, theme: unknown): TranslationMessages {
  return isMessages(theme) ? mergeMessages(kit, theme) : kit;
}

function isMessages(value: unknown): value is TranslationMessages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The kit's Storybook preset: what a theme's `.storybook/preview.ts` exports. Every story renders
 * in the storefront (`storefrontDecorator`) against the fake platform (msw with the
 * `@vitrine/contract/fake-platform` handlers, unhandled requests failing the story), with a
 * control per setting of the theme's schema (`settingsControls`), a locale and a colour-scheme
 * toolbar, full-screen layout and accessibility violations failing the story's test.
 *
 * @example
 * // .storybook/preview.ts
 * import { vitrinePreview } from "@vitrine/theme-kit/storybook";
 * import "@vitrine/theme-kit/styles.css";
 * import theme from "../src/index";
 * export default vitrinePreview({ theme });
 */
export function vitrinePreview({ theme = {}, translations }: VitrinePreviewOptions = {}): Preview {
  // Requests no story handler answers fail the story, so a missing fixture is never silently ignored.
  initialize({ onUnhandledRequest: "error", quiet: true });
  const strings: StoryTranslations = translations ?? {
    en: overKit(kitEn, theme.translations?.en),
    fr: overKit(kitFr, theme.translations?.fr),
  };
  const locales = Object.keys(strings);
  const { argTypes, args } = settingsControls(themeSettingsSchema(theme.settings));
  return {
    loaders: [mswLoader],
    decorators: [storefrontDecorator({ settings: theme.settings, translations: strings })],
    argTypes,
    args,
    globalTypes: storyGlobalTypes(locales),
    initialGlobals: storyInitialGlobals(locales),
    parameters: {
      layout: "fullscreen",
      // Accessibility violations fail the story's test, not only the panel.
      a11y: { test: "error" },
      // Named groups: a story replaces one (`msw: { handlers: { products: [...] } }`), keeps the rest.
      msw: { handlers: { ...shopHandlers, ...checkoutHandlers, ...membershipHandlers } },
    },
  };
}
