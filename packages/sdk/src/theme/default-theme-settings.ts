import {
  allSettings,
  BASE_SETTINGS_SCHEMA,
  type RangeSetting,
  SETTINGS_LIST_LIMITS,
  settingsDefaults,
  type ThemeSettings,
} from "@vitrine/contract";

/**
 * What `themeCssVariables` uses for a setting that is missing or invalid. The scalars are the
 * defaults of the contract's `BASE_SETTINGS_SCHEMA` (their one home, which the shop API also
 * checks saved settings against); the two lists are not settings of the schema, so their defaults
 * live here. Colours are written as the normalised hex the variables carry; #0d6acf is the loading
 * bar's colour of spec §9.
 */
export const DEFAULT_THEME_SETTINGS: Readonly<ThemeSettings> = Object.freeze({
  ...(settingsDefaults(BASE_SETTINGS_SCHEMA) as unknown as Omit<
    ThemeSettings,
    "random_colors" | "color_schemes" | "home_sections"
  >),
  random_colors: Object.freeze(["#f9d56e", "#f38181", "#95e1d3", "#a8d8ea", "#c3aed6"]) as string[],
  color_schemes: Object.freeze([
    Object.freeze({ id: "scheme-1", text_color: "#121212", background_color: "#ffffff" }),
    Object.freeze({ id: "scheme-2", text_color: "#ffffff", background_color: "#121212" }),
  ]) as ThemeSettings["color_schemes"],
});

export type NumericThemeSetting =
  | "page_width"
  | "spacing_sections"
  | "spacing_grid_horizontal"
  | "spacing_grid_vertical"
  | "logo_width"
  | "button_border_radius"
  | "input_border_radius"
  | "image_border_radius";

const BASE_RANGES = new Map(
  allSettings(BASE_SETTINGS_SCHEMA)
    .filter((setting): setting is RangeSetting => setting.type === "range")
    .map((setting) => [setting.id, setting]),
);

function rangeOf(id: NumericThemeSetting): {
  readonly min: number;
  readonly max: number;
  readonly step: number;
} {
  const setting = BASE_RANGES.get(id);
  // Only reachable if the contract's schema dropped a setting the derivations of spec §9 need.
  if (setting === undefined) throw new Error(`BASE_SETTINGS_SCHEMA has no range setting ${id}`);
  return Object.freeze({ min: setting.min, max: setting.max, step: setting.step });
}

/**
 * Accepted ranges (inclusive, px) of the numeric settings, read from `BASE_SETTINGS_SCHEMA`; a
 * value outside falls back to the default.
 *
 * @example
 * THEME_NUMBER_RANGES.page_width // → { min: 600, max: 2400, step: 1 }
 */
export const THEME_NUMBER_RANGES: Readonly<
  Record<NumericThemeSetting, { readonly min: number; readonly max: number; readonly step: number }>
> = Object.freeze({
  page_width: rangeOf("page_width"),
  spacing_sections: rangeOf("spacing_sections"),
  spacing_grid_horizontal: rangeOf("spacing_grid_horizontal"),
  spacing_grid_vertical: rangeOf("spacing_grid_vertical"),
  logo_width: rangeOf("logo_width"),
  button_border_radius: rangeOf("button_border_radius"),
  input_border_radius: rangeOf("input_border_radius"),
  image_border_radius: rangeOf("image_border_radius"),
});

/**
 * Most random colours and colour schemes turned into variables; the rest are ignored. The shop
 * API refuses longer lists (`SETTINGS_LIST_LIMITS`), so this only matters for unchecked input.
 */
export const THEME_LIST_LIMIT = Math.min(
  SETTINGS_LIST_LIMITS.random_colors,
  SETTINGS_LIST_LIMITS.color_schemes,
);
