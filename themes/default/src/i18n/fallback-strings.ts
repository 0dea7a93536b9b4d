import type { TranslationMessages } from "@vitrine/sdk";
import type { i18n } from "i18next";

// Which instances and languages already hold a set of strings, so a page adds them once and not
// at every render.
const added = new WeakMap<TranslationMessages, WeakMap<i18n, Set<string>>>();

/**
 * Adds strings that arrive after start-up (with the pages that use them) beneath the ones the
 * instance has for its language: what the locale's own translation or a theme script already says
 * wins, the given (English) text fills only the missing keys, as the host's `en` fallback does at
 * start-up. Adding the same strings again does nothing.
 *
 * @example
 * // i18n.language === "fr", and fr has membership.posts.title but not membership.posts.empty
 * addFallbackStrings(i18n, { membership: { posts: { title: "Posts", empty: "No posts yet." } } });
 * i18n.t("membership.posts.title") // "Publications": the French text stays
 * i18n.t("membership.posts.empty") // "No posts yet."
 */
export function addFallbackStrings(instance: i18n, messages: TranslationMessages): void {
  const byInstance = added.get(messages) ?? new WeakMap<i18n, Set<string>>();
  added.set(messages, byInstance);
  const languages = byInstance.get(instance) ?? new Set<string>();
  byInstance.set(instance, languages);
  if (languages.has(instance.language)) return;
  instance.addResourceBundle(instance.language, "translation", messages, true, false);
  languages.add(instance.language);
}
