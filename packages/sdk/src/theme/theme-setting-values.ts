import {
  allSettings,
  isSettingValue,
  type SettingValue,
  type ThemeSettingsSchema,
} from "@vitrine/contract";

/**
 * Each setting of `schema` as a component should use it: the shop's saved value when its setting
 * allows it, else the schema's default. Saved values were checked when the owner saved them, but a
 * theme update can change a setting's range or options under an old value, so every value is
 * checked again rather than trusted. Keys the schema does not declare are left out.
 *
 * @example
 * const hero = { id: "hero", label: "Hero", settings: [
 *   { type: "range", id: "hero_height", label: "Height", min: 200, max: 800, step: 10, unit: "px", default: 400 },
 *   { type: "text", id: "hero_heading", label: "Heading", default: "" },
 * ] } as const;
 * themeSettingValues([hero], { hero_height: 900, hero_heading: "Autumn drop", admin: true })
 * // → { hero_height: 400, hero_heading: "Autumn drop" }   (900 is out of range: the default)
 */
export function themeSettingValues(
  schema: ThemeSettingsSchema,
  saved: unknown,
): Record<string, SettingValue> {
  const source =
    typeof saved === "object" && saved !== null && !Array.isArray(saved)
      ? (saved as Record<string, unknown>)
      : {};
  const values: Record<string, SettingValue> = {};
  for (const setting of allSettings(schema)) {
    const value = source[setting.id];
    values[setting.id] = isSettingValue(setting, value) ? value : setting.default;
  }
  return values;
}
