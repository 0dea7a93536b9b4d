import type { ArgTypes } from "@storybook/react-vite";
import {
  allSettings,
  type SettingDefinition,
  type SettingValue,
  SUPPORTED_FONT_FAMILIES,
  type ThemeSettingsSchema,
} from "@vitrine/contract";

/** Storybook's controls for a schema (`argTypes`) and their starting values (`args`). */
export interface SettingsControls {
  argTypes: ArgTypes;
  args: Record<string, SettingValue>;
}

function control(setting: SettingDefinition): ArgTypes[string] {
  switch (setting.type) {
    case "color":
      return { control: { type: "color" } };
    case "range":
      return { control: { type: "range", min: setting.min, max: setting.max, step: setting.step } };
    case "select":
      return {
        options: setting.options.map((option) => option.value),
        control: {
          type: "select",
          labels: Object.fromEntries(setting.options.map((option) => [option.value, option.label])),
        },
      };
    case "font":
      return { options: [...SUPPORTED_FONT_FAMILIES], control: { type: "select" } };
    case "text":
      return { control: { type: "text" } };
    case "checkbox":
      return { control: { type: "boolean" } };
    case "image":
    case "collection":
    case "color_scheme":
      return { control: { type: "text" } };
  }
}

/**
 * Storybook controls for a theme's settings schema, one per setting, under its group's heading:
 * colour → colour picker, range → slider with its bounds and step, select and font → a select of
 * the options (a font's are `SUPPORTED_FONT_FAMILIES`), text, image and colour scheme (its id) → text, checkbox → boolean.
 * Each starts at the setting's default, and `storefrontDecorator` turns the args back into the
 * shop's settings, so a control moved in the panel restyles the story as the customizer would.
 *
 * @example
 * settingsControls([{ id: "hero", label: "Hero", settings: [
 *   { type: "range", id: "hero_height", label: "Height", min: 200, max: 800, step: 10, unit: "px", default: 400 },
 * ] }])
 * // → { argTypes: { hero_height: { name: "hero_height", description: "Height (px)",
 * //       control: { type: "range", min: 200, max: 800, step: 10 }, table: { category: "Hero", … } } },
 * //     args: { hero_height: 400 } }
 */
export function settingsControls(schema: ThemeSettingsSchema): SettingsControls {
  const argTypes: ArgTypes = {};
  const args: Record<string, SettingValue> = {};
  for (const group of schema) {
    for (const setting of group.settings) {
      const unit = setting.type === "range" && setting.unit ? ` (${setting.unit})` : "";
      argTypes[setting.id] = {
        name: setting.id,
        description: `${setting.label}${unit}${setting.info ? `: ${setting.info}` : ""}`,
        ...control(setting),
        table: {
          category: group.label,
          defaultValue: { summary: JSON.stringify(setting.default) },
        },
      };
      args[setting.id] = setting.default;
    }
  }
  return { argTypes, args };
}

/**
 * The shop's settings that a story's args hold, for the settings of `schema` only (a story's own
 * args stay the story's). An image left empty in its text control is no image.
 *
 * @example
 * settingsFromArgs(BASE_SETTINGS_SCHEMA, { page_width: 1600, product: tee }) // → { page_width: 1600 }
 */
export function settingsFromArgs(
  schema: ThemeSettingsSchema,
  args: Readonly<Record<string, unknown>>,
): Record<string, SettingValue> {
  const settings: Record<string, SettingValue> = {};
  for (const setting of allSettings(schema)) {
    if (!(setting.id in args)) continue;
    const value = args[setting.id] as SettingValue;
    // An emptied image or collection field is none, as the schema spells it.
    settings[setting.id] =
      (setting.type === "image" || setting.type === "collection") && value === "" ? null : value;
  }
  return settings;
}
