import { sectionsSchemaProblems } from "../theme-sections/section-schema-problems";
import { BASE_SETTING_IDS } from "../theme-settings/base-settings-schema";
import type { SettingsProblem } from "../theme-settings/settings-schema";
import { settingsSchemaProblems } from "../theme-settings/settings-schema-problems";

/**
 * What is wrong with a theme's own settings schema and home-page sections (`null` or absent: a
 * fixed home page), each problem naming its field; an empty list means the theme may be used.
 * Checked where a theme enters the platform, never in every visitor's browser: the shop refuses
 * an upload whose manifest has any (`vitrine theme check` and `build` run the same rules), and the
 * host refuses a theme script whose definition has any before it renders one of its pages.
 *
 * @example
 * themeSchemaProblems(
 *   [{ id: "hero", label: "Hero", settings: [{ type: "color", id: "tint", label: "", default: "#fff" }] }],
 *   null,
 * )
 * // → [{ field: "settings[0].settings[0].label", message: "must be text of 1 to 80 characters" }]
 */
export function themeSchemaProblems(settings: unknown, sections: unknown): SettingsProblem[] {
  return [
    // A theme may not declare again a setting every theme has (`BASE_SETTINGS_SCHEMA`).
    ...settingsSchemaProblems(settings, { reservedIds: BASE_SETTING_IDS }),
    ...(sections === null || sections === undefined ? [] : sectionsSchemaProblems(sections)),
  ];
}
