import type { ThemeSettings } from "@vitrine/contract";

/**
 * What `themeCssVariables` uses for a setting that is missing or invalid. Colours are written as
 * the normalised hex the variables carry; #0d6acf is the loading bar's colour of spec §9.
 */
export const DEFAULT_THEME_SETTINGS: Readonly<ThemeSettings> = Object.freeze({
  body_font: "system-ui",
  body_text_transform: "none",
  heading_font: "system-ui",
  heading_text_transform: "none",
  page_width: 1200,
  spacing_sections: 48,
  spacing_grid_horizontal: 16,
  spacing_grid_vertical: 16,
  logo_width: 120,
  button_border_radius: 6,
  input_border_radius: 4,
  image_border_radius: 8,
  change_product_image_background: false,
  product_image_background: "#f4f4f4",
  loading_indicator_color: "#0d6acf",
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

/**
 * Accepted ranges (inclusive, px) of the numeric settings; a value outside falls back to the
 * default. The customizer can use them as slider bounds.
 */
export const THEME_NUMBER_RANGES: Readonly<
  Record<NumericThemeSetting, { readonly min: number; readonly max: number }>
> = Object.freeze({
  page_width: { min: 600, max: 2400 },
  spacing_sections: { min: 0, max: 200 },
  spacing_grid_horizontal: { min: 0, max: 100 },
  spacing_grid_vertical: { min: 0, max: 100 },
  logo_width: { min: 16, max: 600 },
  button_border_radius: { min: 0, max: 100 },
  input_border_radius: { min: 0, max: 100 },
  image_border_radius: { min: 0, max: 100 },
});

/** Most random colours and colour schemes turned into variables; the rest are ignored. */
export const THEME_LIST_LIMIT = 50;
