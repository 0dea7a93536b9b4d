import "i18next";
import type { KitMessages } from "@vitrine/theme-kit/i18n/en";
import type { translations } from "./translations";

// The theme's own strings and the kit's (which the shop's default strings include) type `t`:
// `t("theme.latestt")` is a type error that `vitrine theme check` reports at its line, instead of
// a key shown raw to visitors.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: KitMessages & (typeof translations)["en"] };
  }
}
