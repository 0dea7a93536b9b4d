import { mergeMessages, type TranslationMessages } from "./merge-messages";

/**
 * Where translations come from: the messages of a locale, or `undefined` when the source has none
 * for it. A failure to reach the source rejects; it is not a missing locale.
 */
export type TranslationSource = (locale: string) => Promise<TranslationMessages | undefined>;

export interface LoadedTranslations {
  /** The most specific locale that had messages, e.g. `fr` for `fr-CA` when only `fr` exists. */
  locale: string;
  messages: TranslationMessages;
}

export const FALLBACK_LOCALE = "en";

// Locales end up in file names and URLs; anything but a language tag could climb out of them.
const LOCALE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * Loads a locale's messages from every source, falling back to `en` (spec §7): a key missing in
 * the locale reads from its language (`fr` for `fr-CA`), then from `en`. Later sources override
 * earlier ones, so the host can pass the bundled messages first and the theme's after them.
 *
 * @example
 * await loadTranslations("fr-CA", [bundled, theme])
 * // → { locale: "fr", messages: { ...en, ...fr } } when neither source knows fr-CA
 * await loadTranslations("xx", [bundled]) // → { locale: "en", messages: en }
 */
export async function loadTranslations(
  locale: string,
  sources: readonly TranslationSource[],
): Promise<LoadedTranslations> {
  const candidates = fallbackChain(locale);
  const loaded = await Promise.all(
    candidates.map((candidate) => Promise.all(sources.map((source) => source(candidate)))),
  );
  let found: string | undefined;
  let messages: TranslationMessages = {};
  // From the fallback up to the requested locale, so that the most specific text wins.
  for (let index = candidates.length - 1; index >= 0; index--) {
    for (const part of loaded[index] ?? []) {
      if (part === undefined) continue;
      messages = mergeMessages(messages, assertMessages(part, candidates[index] ?? ""));
      found = candidates[index];
    }
  }
  if (found === undefined) {
    throw new Error(
      `No translations for "${locale}" nor for the fallback "${FALLBACK_LOCALE}" in any source`,
    );
  }
  return { locale: found, messages };
}

/**
 * The locales to try, most specific first.
 *
 * @example
 * fallbackChain("fr-CA") // → ["fr-CA", "fr", "en"]
 * fallbackChain("../x")  // → ["en"]
 */
export function fallbackChain(locale: string): string[] {
  if (!LOCALE_TAG.test(locale)) return [FALLBACK_LOCALE];
  const language = locale.split("-")[0] ?? locale;
  return [...new Set([locale, language, FALLBACK_LOCALE])];
}

function assertMessages(value: unknown, locale: string, path = ""): TranslationMessages {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`Translations for "${locale}"${path && ` at "${path}"`} are not an object`);
  }
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === "object") assertMessages(entry, locale, path ? `${path}.${key}` : key);
    else if (typeof entry !== "string") {
      throw new TypeError(
        `Translation "${path ? `${path}.` : ""}${key}" for "${locale}" is not text`,
      );
    }
  }
  return value as TranslationMessages;
}
