import type { ThemeTranslations } from "@vitrine/sdk/react";

/**
 * Every locale of the default theme, as `defineTheme({ translations })` takes them. The membership
 * screens keep their strings under their own top-level key (`membership`) in
 * `src/membership/i18n/`: `fr` holds them whole, while in `en` only the navigation's come with the
 * shell and the rest load with the membership pages (`membershipPages`). The order flow's English
 * (checkout, orders, donations, gifts) loads with its pages the same way (`order-flow-en.ts`).
 */
export const themeTranslations = {
  // A chunk of its own, fetched while the shop's cart and profile load (host boot), so the
  // strings stay out of the product page's first-load budget without delaying the first render.
  en: async () => (await import("./en")).en,
  // Loaded only for a shop in French: most shoppers never download it.
  fr: async () => (await import("./fr")).fr,
} satisfies ThemeTranslations;
