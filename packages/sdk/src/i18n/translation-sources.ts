import type { FetchLike } from "../config";
import type { TranslationSource } from "./load-translations";
import type { TranslationMessages } from "./merge-messages";

type ModuleOrMessages = TranslationMessages | { default: TranslationMessages };

/** Messages by locale, each given directly or as a loader, so a locale loads only when asked for. */
export type BundledTranslations = Readonly<
  Record<string, ModuleOrMessages | (() => Promise<ModuleOrMessages>)>
>;

/**
 * What each loader of `bundledTranslations` loaded, by the loader. A bundled module never changes,
 * and asking for it again is not free on a server: each `import()` is resolved anew (through the
 * loader hooks, when Node runs the host by tsx), for every page it renders.
 */
const loadedByLoader = new WeakMap<() => Promise<ModuleOrMessages>, ModuleOrMessages>();

/**
 * A source over translations the host bundles: messages by locale, given directly or as a loader
 * (a dynamic `import()` of a JSON file), so each locale is loaded only when asked for. A loader
 * runs until it has loaded once, however many sources list it; one that failed runs again.
 *
 * @example
 * bundledTranslations({ en, fr: () => import("./locales/fr.json") })
 */
export function bundledTranslations(byLocale: BundledTranslations): TranslationSource {
  return async (locale) => {
    if (!Object.hasOwn(byLocale, locale)) return undefined;
    const entry = byLocale[locale];
    if (typeof entry !== "function") return entry;
    // A loaded module holds the messages as its default export (JSON modules always do).
    let loaded = loadedByLoader.get(entry);
    if (loaded === undefined) {
      loaded = await entry();
      loadedByLoader.set(entry, loaded);
    }
    return "default" in loaded && typeof loaded.default === "object"
      ? loaded.default
      : (loaded as TranslationMessages);
  };
}

/**
 * A source over translation files on a server, e.g. a theme's on the assets host. A 404 means
 * the locale is missing; any other failure rejects.
 *
 * @example
 * fetchedTranslations(fetch, (locale) => `${assetsHost}/themes/${handle}/locales/${locale}.json`)
 */
export function fetchedTranslations(
  fetch: FetchLike,
  urlFor: (locale: string) => string,
): TranslationSource {
  return async (locale) => {
    const url = urlFor(locale);
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (response.status === 404) return undefined;
    if (!response.ok) {
      throw new Error(
        `Translations for "${locale}" failed to load from ${url}: ${response.status}`,
      );
    }
    return (await response.json()) as TranslationMessages;
  };
}
