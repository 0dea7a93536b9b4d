import { bundledTranslations, type TranslationSource } from "@vitrine/sdk/host";
import en from "./locales/customizer/en.json";

/**
 * The customizer's strings (`customizer.*`), a source of their own so the storefront's bundle,
 * which ships the host's `en`, carries none of them; `en` ships in the customize page's bundle,
 * other locales load when the shop needs them. Read with `createHostI18n`, like the host's.
 */
export const customizerTranslations: TranslationSource = bundledTranslations({
  en,
  fr: () => import("./locales/customizer/fr.json"),
});
