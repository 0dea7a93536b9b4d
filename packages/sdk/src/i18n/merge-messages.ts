/** Messages of one locale: keys to text, nested by area (`{ common: { leavingConfirmMessage } }`). */
export interface TranslationMessages {
  [key: string]: string | TranslationMessages;
}

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * `over` laid on `base`, nested areas merged key by key, as the host merges a theme's strings over
 * the kit's and i18next adds a bundle (`addResourceBundle(…, deep)`); neither argument is changed.
 * Strings split in several files (a page's group loaded apart) are put back together with it.
 *
 * @example
 * mergeMessages({ checkout: { title: "Checkout", back: "Back" } }, { checkout: { title: "Pay" } })
 * // → { checkout: { title: "Pay", back: "Back" } }
 * mergeMessages({ a: "x" }, JSON.parse('{"__proto__": {"polluted": "yes"}}')) // → { a: "x" }
 */
export function mergeMessages<Base extends TranslationMessages, Over extends TranslationMessages>(
  base: Base,
  over: Over,
): Base & Over {
  const result: TranslationMessages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    // Theme translations come from another host; a "__proto__" key must not reach an object.
    if (UNSAFE_KEYS.has(key)) continue;
    const current = result[key];
    result[key] =
      typeof value === "object" && typeof current === "object"
        ? mergeMessages(current, value)
        : value;
  }
  return result as Base & Over;
}
