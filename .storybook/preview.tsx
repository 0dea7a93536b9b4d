// The kit's Storybook preset, as a theme project outside the repo uses it. The default
// theme has no settings of its own: the controls are the spec's, `BASE_SETTINGS_SCHEMA`; a story
// of another theme adds its own (`parameters.vitrine.settings`, see the minimal theme's).
import { vitrinePreview } from "@vitrine/theme-kit/storybook";
import { storyTranslations } from "../themes/default/src/testing/story-storefront";
import { minimalTranslations } from "../themes/minimal/src/translations";
import "../themes/default/src/styles/index.css";

export default vitrinePreview({
  translations: {
    en: { ...storyTranslations.en, ...minimalTranslations.en },
    fr: { ...storyTranslations.fr, ...minimalTranslations.fr },
  },
});
