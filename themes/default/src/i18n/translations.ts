import type { ThemeTranslations } from "@vitrine/sdk/react";
import { en } from "./en";

/**
 * Every locale of the default theme, as `defineTheme({ translations })` takes them. The membership
 * screens keep their strings under their own top-level key (`membership`) in
 * `src/membership/i18n/`: `fr` holds them whole, while in `en` only the navigation's ship with the
 * shell and the rest load with the membership pages (`membershipPages`).
 */
export const themeTranslations = {
  en,
  // Loaded only for a shop in French: most shoppers never download it.
  fr: async () => (await import("./fr")).fr,
} satisfies ThemeTranslations;
