import type { SelectOption, SettingsGroup, ThemeSettingsSchema } from "./settings-schema";

const TEXT_TRANSFORMS: readonly SelectOption[] = [
  { value: "none", label: "As written" },
  { value: "uppercase", label: "UPPERCASE" },
  { value: "lowercase", label: "lowercase" },
  { value: "capitalize", label: "Capitalize Each Word" },
];

const px = (id: string, label: string, min: number, max: number, fallback: number) =>
  ({ type: "range", id, label, min, max, step: 1, unit: "px", default: fallback }) as const;

/**
 * The settings of spec §3 that every theme has, because the runtime derives the page's CSS
 * variables from them (spec §9): typography, widths and spacing, corners and colours. Their
 * defaults are what the derivation falls back to. A theme's own settings come after these and may
 * not reuse their ids. `random_colors` and `color_schemes` are lists, checked by
 * `settingsValuesProblems` beside the schema.
 */
export const BASE_SETTINGS_SCHEMA: ThemeSettingsSchema = Object.freeze([
  {
    id: "typography",
    label: "Typography",
    settings: [
      { type: "font", id: "heading_font", label: "Heading font", default: "system-ui" },
      {
        type: "select",
        id: "heading_text_transform",
        label: "Heading letter case",
        options: TEXT_TRANSFORMS,
        default: "none",
      },
      { type: "font", id: "body_font", label: "Body font", default: "system-ui" },
      {
        type: "select",
        id: "body_text_transform",
        label: "Body letter case",
        options: TEXT_TRANSFORMS,
        default: "none",
      },
    ],
  },
  {
    id: "layout",
    label: "Layout",
    settings: [
      px("page_width", "Page width", 600, 2400, 1200),
      px("spacing_sections", "Space between sections", 0, 200, 48),
      px("spacing_grid_horizontal", "Grid gap, across", 0, 100, 16),
      px("spacing_grid_vertical", "Grid gap, down", 0, 100, 16),
      px("logo_width", "Logo width", 16, 600, 120),
    ],
  },
  {
    id: "corners",
    label: "Corners",
    settings: [
      px("button_border_radius", "Button corners", 0, 100, 6),
      px("input_border_radius", "Field corners", 0, 100, 4),
      px("image_border_radius", "Image corners", 0, 100, 8),
    ],
  },
  {
    id: "colors",
    label: "Colours",
    settings: [
      {
        type: "checkbox",
        id: "change_product_image_background",
        label: "Product images on a background colour",
        default: false,
      },
      {
        type: "color",
        id: "product_image_background",
        label: "Product image background",
        default: "#f4f4f4",
      },
      {
        type: "color",
        id: "loading_indicator_color",
        label: "Loading bar",
        default: "#0d6acf",
      },
    ],
  },
] satisfies SettingsGroup[]);

/** The ids of `BASE_SETTINGS_SCHEMA`, which a theme's own schema may not declare again. */
export const BASE_SETTING_IDS: ReadonlySet<string> = new Set(
  BASE_SETTINGS_SCHEMA.flatMap((group) => group.settings.map((setting) => setting.id)),
);

/**
 * A theme's whole schema: the spec's settings, then the theme's own groups.
 *
 * @example
 * themeSettingsSchema([{ id: "hero", label: "Hero", settings: [heroHeight] }]).map((g) => g.id)
 * // → ["typography", "layout", "corners", "colors", "hero"]
 */
export function themeSettingsSchema(own: ThemeSettingsSchema = []): ThemeSettingsSchema {
  return own.length === 0 ? BASE_SETTINGS_SCHEMA : [...BASE_SETTINGS_SCHEMA, ...own];
}
