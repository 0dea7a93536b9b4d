import type { ThemeSettings } from "@vitrine/contract";
import { themeCssVariables } from "@vitrine/sdk";

/**
 * Writes the CSS variables of theme settings on an element (the document's root), where the
 * theme's styles read them: at start-up, and again for each change the customizer sends.
 *
 * @example
 * writeThemeVariables(document.documentElement, { page_width: 1600 });
 * // <html style="--vt-page-width: 100rem; --vt-page-side-margin: 2rem; …">
 */
export function writeThemeVariables(root: HTMLElement, settings: Partial<ThemeSettings>): void {
  for (const [name, value] of Object.entries(themeCssVariables(settings))) {
    root.style.setProperty(name, value);
  }
}
