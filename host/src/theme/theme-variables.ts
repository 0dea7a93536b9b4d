import type { ThemeSettings, ThemeSettingsSchema } from "@vitrine/contract";
import { themeCssVariables } from "@vitrine/sdk";

/**
 * Writes the CSS variables of theme settings on an element (the document's root), where the
 * theme's styles read them: at start-up, and again for each change the customizer sends. The
 * theme's own settings (`ownSchema`) become `--vt-setting-*` variables beside the spec's.
 *
 * @example
 * writeThemeVariables(document.documentElement, { page_width: 1600 });
 * // <html style="--vt-page-width: 100rem; --vt-page-side-margin: 2rem; …">
 */
export function writeThemeVariables(
  root: HTMLElement,
  settings: Partial<ThemeSettings>,
  ownSchema: ThemeSettingsSchema = [],
): void {
  for (const [name, value] of Object.entries(themeCssVariables(settings, { ownSchema }))) {
    root.style.setProperty(name, value);
  }
}
