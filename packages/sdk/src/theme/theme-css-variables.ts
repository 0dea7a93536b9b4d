import {
  COLOR_SCHEME_COLORS,
  type TextTransform,
  type ThemeSettings,
  type ThemeSettingsSchema,
} from "@vitrine/contract";
import { normalizeColor } from "./colors";
import {
  DEFAULT_THEME_SETTINGS,
  type NumericThemeSetting,
  THEME_LIST_LIMIT,
  THEME_NUMBER_RANGES,
} from "./default-theme-settings";
import { deriveSchemeColors, type SchemeColorInput } from "./scheme-colors";
import { settingCssVariables } from "./setting-css-variables";
import { fontStack } from "./supported-fonts";
import { warnInDevelopment } from "./warn-in-development";

export interface ThemeCssOptions {
  /** Receives one message per setting that fell back to its default. Default: a development-only `console.warn`. */
  onWarning?: (message: string) => void;
  /**
   * The theme's own settings (`ThemeDefinition.settings`, or the `settings` of a theme upload's
   * manifest): their colour, range and font settings are added as `--vt-setting-{id}`
   * (`settingCssVariables`). Without it, only the spec's variables are written.
   */
  ownSchema?: ThemeSettingsSchema;
}

const TEXT_TRANSFORMS: readonly TextTransform[] = ["none", "uppercase", "lowercase", "capitalize"];

/** Font names as font services spell them: letters, digits, spaces, hyphens, underscores. */
const FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/;

/** Scheme ids become part of variable names. */
const SCHEME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** At most four decimals, so 50 ÷ 1.5 is `33.3333px`, not `33.333333333333336px`. */
function cssNumber(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

function describe(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * CSS custom properties for a shop's theme settings (spec §3 and §9), to set on `:root` (server
 * rendering) or live from the customizer. Any input is accepted: a missing setting takes its
 * default from `DEFAULT_THEME_SETTINGS`, and an invalid one (not a colour, a number that is not
 * finite or is outside `THEME_NUMBER_RANGES`, a font name outside letters, digits, spaces, `-` and
 * `_`) takes its default too and is reported through `onWarning`. Colours are written as
 * normalised hex, so no `NaN`, `undefined` or injected CSS ever reaches a value.
 *
 * | variable | from | value |
 * |---|---|---|
 * | `--vt-page-width` | page_width | px ÷ 16 in rem: 1200 → `75rem` |
 * | `--vt-page-side-margin` | page_width | `2rem` when it is 1600, else `0rem` (with its unit, so it can be added in `calc()`) |
 * | `--vt-spacing-sections-desktop` | spacing_sections | px |
 * | `--vt-spacing-sections-mobile` | spacing_sections | desktop ÷ 1.5, px |
 * | `--vt-grid-horizontal-spacing-desktop` | spacing_grid_horizontal | px |
 * | `--vt-grid-horizontal-spacing-mobile` | spacing_grid_horizontal | desktop ÷ 2, px |
 * | `--vt-grid-vertical-spacing-desktop` | spacing_grid_vertical | px |
 * | `--vt-grid-vertical-spacing-mobile` | spacing_grid_vertical | desktop ÷ 2, px |
 * | `--vt-body-font-family` | body_font | `fontStack`: `"Name", ` and its fallback stack; a system family (`system-ui`, `serif`, `monospace`) its stack; a name outside `SUPPORTED_FONTS` the system stack, with a warning |
 * | `--vt-body-text-transform` | body_text_transform | `none`, `uppercase`, `lowercase` or `capitalize` |
 * | `--vt-heading-font-family` | heading_font | as the body font |
 * | `--vt-heading-text-transform` | heading_text_transform | as the body's |
 * | `--vt-button-border-radius` | button_border_radius | px |
 * | `--vt-input-border-radius` | input_border_radius | px |
 * | `--vt-image-border-radius` | image_border_radius | px |
 * | `--vt-logo-width` | logo_width | px |
 * | `--vt-product-image-background` | product_image_background | the colour when change_product_image_background is true, else `transparent` |
 * | `--vt-loading-indicator-color` | loading_indicator_color | colour, default `#0d6acf` |
 * | `--vt-scheme-{id}-text` | color_schemes[].text_color | colour |
 * | `--vt-scheme-{id}-background` | color_schemes[].background_color | colour |
 * | `--vt-scheme-{id}-secondary-background` | both | mix, see `deriveSchemeColors` |
 * | `--vt-scheme-{id}-secondary-text` | both | mix, see `deriveSchemeColors` |
 * | `--vt-scheme-{id}-accent` | accent_color | colour, else the text's |
 * | `--vt-scheme-{id}-button` | button_color | colour, else the text's |
 * | `--vt-scheme-{id}-button-text` | button_text_color | colour, else the background's |
 * | `--vt-scheme-{id}-button-hover` | button and button text | mix, see `deriveSchemeColors` |
 * | `--vt-scheme-{id}-border` | border_color | colour, else a mix of text and background |
 * | `--vt-random-color-{n}` | random_colors[n − 1] | colour, n from 1 |
 * | `--vt-setting-{id}` | the theme's own settings (`ownSchema`) | see `settingCssVariables` |
 *
 * Lists: a scheme whose id is not letters, digits, `-` or `_` (or repeats an earlier id) is
 * skipped; an invalid text or background colour takes the first default scheme's, an invalid
 * optional scheme colour (accent, button, button text, border) is derived as if absent; an
 * invalid random colour takes the default palette's colour at the same position (cycling); items
 * beyond `THEME_LIST_LIMIT` are ignored.
 *
 * @example
 * themeCssVariables({ page_width: 1600, spacing_sections: 36, body_font: "Inter" });
 * // → { "--vt-page-width": "100rem", "--vt-page-side-margin": "2rem",
 * //     "--vt-spacing-sections-desktop": "36px", "--vt-spacing-sections-mobile": "24px",
 * //     "--vt-body-font-family": "\"Inter\", system-ui, -apple-system, …, sans-serif", … every other variable at its default }
 */
export function themeCssVariables(
  settings: Partial<ThemeSettings> | unknown,
  options: ThemeCssOptions = {},
): Record<string, string> {
  const warn = options.onWarning ?? warnInDevelopment;
  const source = isRecord(settings) ? settings : {};
  if (settings != null && !isRecord(settings)) {
    warn(`theme settings are not an object (${describe(settings)}); using the defaults`);
  }

  function setting<K extends keyof ThemeSettings>(
    key: K,
    parse: (value: unknown) => ThemeSettings[K] | undefined,
  ): ThemeSettings[K] {
    const value = source[key];
    const fallback = DEFAULT_THEME_SETTINGS[key];
    if (value === undefined || value === null) return fallback;
    const parsed = parse(value);
    if (parsed === undefined) {
      warn(`theme setting ${key} is invalid (${describe(value)}); using ${describe(fallback)}`);
      return fallback;
    }
    return parsed;
  }

  const px = (key: NumericThemeSetting): number =>
    setting(key, (value) => {
      const { min, max } = THEME_NUMBER_RANGES[key];
      return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max
        ? value
        : undefined;
    });
  const font = (key: "body_font" | "heading_font"): string =>
    setting(key, (value) => {
      const name = typeof value === "string" ? value.trim() : "";
      return FONT_NAME.test(name) ? name : undefined;
    });
  const transform = (key: "body_text_transform" | "heading_text_transform"): TextTransform =>
    setting(key, (value) => TEXT_TRANSFORMS.find((candidate) => candidate === value));
  const color = (key: "product_image_background" | "loading_indicator_color"): string =>
    setting(key, normalizeColor);

  const pageWidth = px("page_width");
  const sections = px("spacing_sections");
  const gridHorizontal = px("spacing_grid_horizontal");
  const gridVertical = px("spacing_grid_vertical");
  const changeImageBackground = setting("change_product_image_background", (value) =>
    typeof value === "boolean" ? value : undefined,
  );

  const variables: Record<string, string> = {
    "--vt-page-width": `${cssNumber(pageWidth / 16)}rem`,
    "--vt-page-side-margin": pageWidth === 1600 ? "2rem" : "0rem",
    "--vt-spacing-sections-desktop": `${cssNumber(sections)}px`,
    "--vt-spacing-sections-mobile": `${cssNumber(sections / 1.5)}px`,
    "--vt-grid-horizontal-spacing-desktop": `${cssNumber(gridHorizontal)}px`,
    "--vt-grid-horizontal-spacing-mobile": `${cssNumber(gridHorizontal / 2)}px`,
    "--vt-grid-vertical-spacing-desktop": `${cssNumber(gridVertical)}px`,
    "--vt-grid-vertical-spacing-mobile": `${cssNumber(gridVertical / 2)}px`,
    "--vt-body-font-family": fontStack(font("body_font"), warn),
    "--vt-body-text-transform": transform("body_text_transform"),
    "--vt-heading-font-family": fontStack(font("heading_font"), warn),
    "--vt-heading-text-transform": transform("heading_text_transform"),
    "--vt-button-border-radius": `${cssNumber(px("button_border_radius"))}px`,
    "--vt-input-border-radius": `${cssNumber(px("input_border_radius"))}px`,
    "--vt-image-border-radius": `${cssNumber(px("image_border_radius"))}px`,
    "--vt-logo-width": `${cssNumber(px("logo_width"))}px`,
    "--vt-product-image-background": changeImageBackground
      ? color("product_image_background")
      : "transparent",
    "--vt-loading-indicator-color": color("loading_indicator_color"),
  };

  for (const { id, colors } of schemeList(source.color_schemes, warn)) {
    for (const [name, value] of Object.entries(deriveSchemeColors(colors))) {
      variables[`--vt-scheme-${id}-${kebabCase(name)}`] = value;
    }
  }
  randomColorList(source.random_colors, warn).forEach((value, position) => {
    variables[`--vt-random-color-${position + 1}`] = value;
  });
  if (options.ownSchema !== undefined) {
    Object.assign(variables, settingCssVariables(options.ownSchema, source, warn));
  }
  return variables;
}

/** The list setting as an array within the limit, or `undefined` (after a warning) to use the default. */
function listSetting(
  key: string,
  value: unknown,
  warn: (message: string) => void,
): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    warn(`theme setting ${key} is not a list (${describe(value)}); using the default`);
    return undefined;
  }
  if (value.length > THEME_LIST_LIMIT) {
    warn(
      `theme setting ${key} has ${value.length} items; only the first ${THEME_LIST_LIMIT} are used`,
    );
  }
  return value.slice(0, THEME_LIST_LIMIT);
}

function randomColorList(value: unknown, warn: (message: string) => void): string[] {
  const palette = DEFAULT_THEME_SETTINGS.random_colors;
  const list = listSetting("random_colors", value, warn) ?? palette;
  return list.map((entry, position) => {
    const normalized = normalizeColor(entry);
    if (normalized) return normalized;
    const fallback = palette[position % palette.length] ?? "transparent";
    warn(
      `theme setting random_colors[${position}] is not a colour (${describe(entry)}); using ${fallback}`,
    );
    return fallback;
  });
}

/** `secondaryBackground` → `secondary-background`. */
function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The valid schemes, their colours normalised; an invalid optional colour is left to derivation. */
function schemeList(
  value: unknown,
  warn: (message: string) => void,
): Array<{ id: string; colors: SchemeColorInput }> {
  const [fallbackScheme] = DEFAULT_THEME_SETTINGS.color_schemes;
  const fallbacks: Record<string, string | undefined> = {
    text_color: fallbackScheme?.text_color ?? "#121212",
    background_color: fallbackScheme?.background_color ?? "#ffffff",
  };
  const list = listSetting("color_schemes", value, warn) ?? DEFAULT_THEME_SETTINGS.color_schemes;
  const seen = new Set<string>();
  const schemes: Array<{ id: string; colors: SchemeColorInput }> = [];
  list.forEach((entry, position) => {
    const scheme = isRecord(entry) ? entry : {};
    const id = scheme.id;
    if (typeof id !== "string" || !SCHEME_ID.test(id) || seen.has(id)) {
      warn(
        `theme setting color_schemes[${position}] has an invalid or repeated id (${describe(id)}); skipped`,
      );
      return;
    }
    seen.add(id);
    const colors: Record<string, string | undefined> = {};
    for (const key of COLOR_SCHEME_COLORS) {
      const fallback = fallbacks[key];
      if (scheme[key] === undefined && fallback === undefined) continue;
      const normalized = normalizeColor(scheme[key]);
      if (normalized === undefined) {
        warn(
          `theme setting color_schemes[${position}].${key} is not a colour (${describe(scheme[key])}); using ${fallback ?? "the derived colour"}`,
        );
      }
      colors[key] = normalized ?? fallback;
    }
    schemes.push({ id, colors: colors as unknown as SchemeColorInput });
  });
  return schemes;
}
