import type { ThemeProblem } from "@vitrine/contract/theme-check";

/** A translation problem, with the locale it is about so the CLI can place it in the source. */
export type TranslationProblem = ThemeProblem & { locale: string };

const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * Strings missing from a locale the theme declares: every key any of its locales has must be in
 * all of them, or a visitor in that language sees the fallback (English) in the middle of a page.
 *
 * @example
 * translationProblems({ en: { hero: { title: "Hi", cta: "Shop" } }, fr: { hero: { title: "Salut" } } })
 * // → [{ rule: "translations", locale: "fr", message: "fr is missing hero.cta" }]
 */
export function translationProblems(translations: Record<string, unknown>): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const keysByLocale = new Map<string, Set<string>>();
  for (const [locale, strings] of Object.entries(translations)) {
    if (!LOCALE.test(locale)) {
      problems.push({
        rule: "translations",
        locale,
        message: `${locale} is not a language tag like en or pt-BR`,
      });
    }
    keysByLocale.set(locale, new Set(leafKeys(strings)));
  }
  const allKeys = new Set([...keysByLocale.values()].flatMap((keys) => [...keys]));
  for (const [locale, keys] of keysByLocale) {
    const missing = [...allKeys].filter((key) => !keys.has(key)).sort();
    if (missing.length > 0) {
      problems.push({
        rule: "translations",
        locale,
        message: `${locale} is missing ${missing.join(", ")}`,
      });
    }
  }
  return problems;
}

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}
