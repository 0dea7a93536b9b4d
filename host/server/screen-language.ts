import { type ShopErrorScreenKey, shopErrorScreenKey } from "../src/errors/shop-error-keys";
import en from "../src/i18n/locales/en.json";
import fr from "../src/i18n/locales/fr.json";

/** The host's own strings by language: what its error screens are written in. */
const SCREEN_STRINGS = { en, fr } as const;

/** A language the host's screens are written in. */
export type ScreenLanguage = keyof typeof SCREEN_STRINGS;

const isScreenLanguage = (tag: string): tag is ScreenLanguage => Object.hasOwn(SCREEN_STRINGS, tag);

/**
 * The language of a page without a shop (no shop locale to follow): the visitor's first choice,
 * by `Accept-Language`'s order of preference, among the languages the host's screens are written
 * in, else English. The browser shows the screen in its own language (`navigator.language`), so
 * the server's `<html lang>` and title say the same.
 *
 * @example
 * screenLanguage("fr-CA,fr;q=0.9,en;q=0.8") // "fr"
 * screenLanguage("de-DE, en;q=0.5, fr;q=0.7") // "fr"
 * screenLanguage(undefined) // "en"
 */
export function screenLanguage(acceptLanguage: string | undefined): ScreenLanguage {
  const choices = (acceptLanguage ?? "")
    .split(",")
    .map((entry, order) => {
      const [tag = "", ...parameters] = entry.trim().split(";");
      const q = parameters.map((part) => /^\s*q=([\d.]+)\s*$/i.exec(part)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { language: tag.split("-")[0]?.toLowerCase() ?? "", quality, order };
    })
    .filter((choice) => choice.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return choices.map((choice) => choice.language).find(isScreenLanguage) ?? "en";
}

/**
 * The title of the screen a page without a shop shows, in that language: the same strings as the
 * screen's heading (`host.errors.{key}.title`).
 *
 * @example
 * shopErrorTitle("SHOP_NOT_FOUND", "fr") // "Boutique introuvable"
 * shopErrorTitle("SHOP_ON_FIRE", "en") // "Something went wrong"
 */
export function shopErrorTitle(status: string | undefined, language: ScreenLanguage): string {
  const key: ShopErrorScreenKey = shopErrorScreenKey(status);
  return SCREEN_STRINGS[language].host.errors[key].title;
}
