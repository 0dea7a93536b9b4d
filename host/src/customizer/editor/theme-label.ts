import type { ThemeRef } from "@vitrine/contract";
import type { TFunction } from "i18next";

/**
 * A theme's name, as the owner reads it.
 *
 * @example
 * themeLabel(t, { handle: "minimal", version: 2 }) // "minimal v2"
 * themeLabel(t, { handle: "default", version: null }) // "the default theme"
 */
export function themeLabel(t: TFunction, theme: ThemeRef): string {
  return theme.version === null
    ? t("customizer.themes.bundled", { handle: theme.handle })
    : t("customizer.themes.version", { handle: theme.handle, version: theme.version });
}
