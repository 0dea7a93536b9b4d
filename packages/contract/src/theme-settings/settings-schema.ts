/**
 * The shape of a theme's settings schema: what `defineTheme({ settings })` declares, what a theme
 * upload carries in its manifest, what the customizer's panel and Storybook's controls are generated
 * from, and what the shop API checks saved settings against. Wire data: plain JSON, no functions.
 */

interface SettingBase {
  /** The key in the shop's settings, `snake_case` (e.g. `hero_height`). */
  readonly id: string;
  /** What the customizer shows beside the control. */
  readonly label: string;
  /** A sentence under the control, when the label is not enough. */
  readonly info?: string;
}

/** A `#rrggbb` (or `#rgb`) colour. */
export interface ColorSetting extends SettingBase {
  readonly type: "color";
  readonly default: string;
}

/**
 * One of the shop's colour schemes, by id: the customizer offers the schemes the owner defined
 * (`color_schemes`), and an id the shop no longer has shows as its first scheme (`schemeOrFirst`).
 * `default` is a scheme id, e.g. `scheme-1`.
 */
export interface ColorSchemeSetting extends SettingBase {
  readonly type: "color_scheme";
  readonly default: string;
}

/** A number between `min` and `max` (inclusive) on a grid of `step` from `min`. */
export interface RangeSetting extends SettingBase {
  readonly type: "range";
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Shown after the number and used for the CSS variable (`px`, `%`, `rem`, or none). */
  readonly unit?: SettingUnit;
  readonly default: number;
}

export type SettingUnit = "px" | "%" | "rem" | "em" | "ms" | "";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** One of `options`, by value. */
export interface SelectSetting extends SettingBase {
  readonly type: "select";
  readonly options: readonly SelectOption[];
  readonly default: string;
}

/** A family of the supported list (`SUPPORTED_FONT_FAMILIES`). */
export interface FontSetting extends SettingBase {
  readonly type: "font";
  readonly default: string;
}

/** The owner's own words, shown as written (never HTML). */
export interface TextSetting extends SettingBase {
  readonly type: "text";
  readonly default: string;
  /** At most `SETTINGS_SCHEMA_LIMITS.textLength` when absent. */
  readonly maxLength?: number;
  readonly multiline?: boolean;
}

export interface CheckboxSetting extends SettingBase {
  readonly type: "checkbox";
  readonly default: boolean;
}

/** An image address (`https:`, `http:` or a path on the shop's own host), or none. */
export interface ImageSetting extends SettingBase {
  readonly type: "image";
  readonly default: string | null;
}

/**
 * One of the shop's collections, by id, or none: the customizer offers the shop's collections,
 * and a collection removed later simply shows nothing.
 */
export interface CollectionSetting extends SettingBase {
  readonly type: "collection";
  readonly default: string | null;
}

export type SettingDefinition =
  | CollectionSetting
  | ColorSetting
  | ColorSchemeSetting
  | RangeSetting
  | SelectSetting
  | FontSetting
  | TextSetting
  | CheckboxSetting
  | ImageSetting;

export type SettingType = SettingDefinition["type"];

/** Settings shown together under one heading of the panel. */
export interface SettingsGroup {
  /** `kebab-case` or `snake_case`, unique in the schema. */
  readonly id: string;
  readonly label: string;
  readonly settings: readonly SettingDefinition[];
}

/** A theme's settings, grouped, in the order the panel shows them. */
export type ThemeSettingsSchema = readonly SettingsGroup[];

/** The value a setting of each type holds. */
export type SettingValue = string | number | boolean | null;

/** One thing wrong, naming the field it is about (`settings.page_width`, `schema[2].settings[0].min`). */
export interface SettingsProblem {
  readonly field: string;
  readonly message: string;
}

/** Bounds on a schema and on the values it allows, so a schema cannot be made to cost the server. */
export const SETTINGS_SCHEMA_LIMITS = Object.freeze({
  groups: 30,
  settings: 200,
  selectOptions: 100,
  labelLength: 80,
  infoLength: 300,
  /** The longest a text setting may be, and the default `maxLength`. */
  textLength: 2000,
  imageUrlLength: 2048,
});

export const SETTING_TYPES: readonly SettingType[] = Object.freeze([
  "collection",
  "color",
  "color_scheme",
  "range",
  "select",
  "font",
  "text",
  "checkbox",
  "image",
]);

export const SETTING_UNITS: readonly SettingUnit[] = Object.freeze([
  "px",
  "%",
  "rem",
  "em",
  "ms",
  "",
]);
