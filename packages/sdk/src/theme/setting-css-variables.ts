import { allSettings, type ThemeSettingsSchema } from "@vitrine/contract";
import { normalizeColor } from "./colors";
import { fontStack } from "./supported-fonts";
import { themeSettingValues } from "./theme-setting-values";
import { warnInDevelopment } from "./warn-in-development";

// The contract's setting ids; anything else (an unchecked schema) never becomes a variable name.
const SETTING_ID = /^[a-z][a-z0-9_]{0,63}$/;

/** The CSS custom property a setting's value is written to: `hero_height` → `--vt-setting-hero-height`. */
export function settingCssVariableName(id: string): string {
  return `--vt-setting-${id.replaceAll("_", "-")}`;
}

/**
 * CSS custom properties for the settings of a schema that CSS can use: a colour as normalised
 * hex, a range as its number with its unit, a font as its `font-family` stack (`fontStack`). Text,
 * select, checkbox and image settings are not CSS (a theme reads them with `useThemeSetting`).
 * Values come from `themeSettingValues`, so a missing or invalid saved value writes the default.
 * A theme's stylesheet reads them with a fallback: `min-height: var(--vt-setting-hero-height, 400px)`.
 *
 * @example
 * const hero = { id: "hero", label: "Hero", settings: [
 *   { type: "range", id: "hero_height", label: "Height", min: 200, max: 800, step: 10, unit: "px", default: 400 },
 *   { type: "color", id: "hero_tint", label: "Tint", default: "#FFF" },
 *   { type: "text", id: "hero_heading", label: "Heading", default: "" },
 * ] } as const;
 * settingCssVariables([hero], { hero_height: 520 })
 * // → { "--vt-setting-hero-height": "520px", "--vt-setting-hero-tint": "#ffffff" }
 */
export function settingCssVariables(
  schema: ThemeSettingsSchema,
  saved: unknown,
  onWarning: (message: string) => void = warnInDevelopment,
): Record<string, string> {
  const values = themeSettingValues(schema, saved);
  const variables: Record<string, string> = {};
  for (const setting of allSettings(schema)) {
    if (!SETTING_ID.test(setting.id)) continue;
    const name = settingCssVariableName(setting.id);
    const value = values[setting.id];
    switch (setting.type) {
      case "color": {
        const color = normalizeColor(value) ?? normalizeColor(setting.default);
        if (color !== undefined) variables[name] = color;
        break;
      }
      case "range":
        variables[name] = `${Math.round((value as number) * 10_000) / 10_000}${setting.unit ?? ""}`;
        break;
      case "font":
        variables[name] = fontStack(String(value), onWarning);
        break;
    }
  }
  return variables;
}
