import type { ThemeDefinition } from "@vitrine/sdk/react";

/** What the router renders from: pages and layouts by name (translations go to i18n). */
export type RenderTheme = Pick<ThemeDefinition, "handle" | "pages" | "layouts">;

/**
 * The default theme with a shop's theme script laid over it: each page or layout the script
 * names replaces the default one, every other one stays (spec §2, "a page can be replaced by a
 * theme script"). Without a script, the default theme as it is.
 *
 * @example
 * mergeThemes(defaultTheme, minimal) // minimal gives home and product
 * // → { handle: "minimal", pages: { ...defaultTheme.pages, home: MinimalHome, product: MinimalProduct }, … }
 */
export function mergeThemes(base: ThemeDefinition, script?: ThemeDefinition): RenderTheme {
  if (script === undefined) return base;
  return {
    handle: script.handle,
    pages: { ...base.pages, ...script.pages },
    layouts: { ...base.layouts, ...script.layouts },
  };
}
