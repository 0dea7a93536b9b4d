import { bundledTranslations, loadTranslations, type TranslationSource } from "@vitrine/sdk/host";
import type { ThemeDefinition } from "@vitrine/sdk/react";
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./locales/en.json";

/** The host's own strings; `en` ships in the bundle, other locales load when the shop needs them. */
export const hostTranslations: TranslationSource = bundledTranslations({
  en,
  fr: () => import("./locales/fr.json"),
});

/**
 * A theme's translations as a source.
 *
 * @example
 * await themeTranslations(defineTheme({ handle: "t", translations: { en: { a: "A" } } }))("en")
 * // { a: "A" }
 */
export function themeTranslations(theme: Pick<ThemeDefinition, "translations">): TranslationSource {
  return bundledTranslations(theme.translations);
}

/**
 * The i18next instance of a page: the host's strings, then each theme's laid over them (the
 * default theme's, then the theme script's), for the shop's locale with `en` beneath every
 * missing key (the SDK's `loadTranslations`).
 *
 * @example
 * const i18n = await createHostI18n("fr", [hostTranslations, themeTranslations(defaultTheme)]);
 * i18n.t("common.leavingConfirmMessage") // "Certaines modifications ne sont pas enregistrées…"
 */
export async function createHostI18n(
  locale: string,
  sources: readonly TranslationSource[],
): Promise<i18n> {
  const loaded = await loadTranslations(locale, sources);
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: loaded.locale,
    resources: { [loaded.locale]: { translation: loaded.messages } },
    // `loadTranslations` already put `en` under every missing key.
    fallbackLng: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next's advertisement in the console is not for shoppers.
    showSupportNotice: false,
  });
  return instance;
}

/**
 * The language of the page (spec §7: the shop's locale sets it).
 *
 * @example
 * setDocumentLanguage(document, "fr-CA") // <html lang="fr-CA">
 */
export function setDocumentLanguage(doc: Document, locale: string): void {
  doc.documentElement.lang = locale;
}
