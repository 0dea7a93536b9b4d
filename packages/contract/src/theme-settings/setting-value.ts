import type { SettingDefinition, SettingValue } from "./settings-schema";
import { SETTINGS_SCHEMA_LIMITS } from "./settings-schema";
import { SUPPORTED_FONT_FAMILIES } from "./supported-font-families";

/** A colour scheme's id (it becomes part of CSS variable names: `--vt-scheme-{id}-text`). */
export const COLOR_SCHEME_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** A colour as settings hold it: `#rrggbb` or `#rgb`. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const COLLECTION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
// A range value is on the step grid when it is within this of a grid point: 0.1 + 0.2 is 0.3.
const STEP_TOLERANCE = 1e-9;

/**
 * Why `value` is not allowed by `setting`, or `null` when it is. One rule per type: a colour is
 * `#rgb`/`#rrggbb`, a colour scheme is a scheme's id (any: one removed later shows as the first),
 * a range number is within its bounds and on its step grid, a select value is one of its options,
 * a font is supported, text fits, a checkbox is a boolean, an image is an `http(s):` address or a
 * path on the shop's host (or `null`), a collection is an id (or `null`).
 *
 * @example
 * settingValueProblem({ type: "range", id: "gap", label: "Gap", min: 0, max: 40, step: 4, default: 8 }, 10)
 * // → "must be a multiple of 4 from 0"
 * settingValueProblem({ type: "font", id: "f", label: "Font", default: "Inter" }, "Comic Sans") // → "is not a supported font"
 */
export function settingValueProblem(setting: SettingDefinition, value: unknown): string | null {
  switch (setting.type) {
    case "collection":
      return value === null || (typeof value === "string" && COLLECTION_ID.test(value))
        ? null
        : "must be a collection's id";
    case "color":
      return typeof value === "string" && HEX_COLOR.test(value)
        ? null
        : "must be a colour like #1a2b3c";
    case "color_scheme":
      return typeof value === "string" && COLOR_SCHEME_ID.test(value)
        ? null
        : "must be a colour scheme's id";
    case "range": {
      if (typeof value !== "number" || !Number.isFinite(value)) return "must be a number";
      if (value < setting.min || value > setting.max) {
        return `must be between ${setting.min} and ${setting.max}`;
      }
      const steps = (value - setting.min) / setting.step;
      return Math.abs(steps - Math.round(steps)) <= STEP_TOLERANCE
        ? null
        : `must be a multiple of ${setting.step} from ${setting.min}`;
    }
    case "select":
      return typeof value === "string" && setting.options.some((option) => option.value === value)
        ? null
        : `must be one of ${setting.options.map((option) => option.value).join(", ")}`;
    case "font":
      return typeof value === "string" && SUPPORTED_FONT_FAMILIES.includes(value)
        ? null
        : "is not a supported font";
    case "text": {
      if (typeof value !== "string") return "must be text";
      const maxLength = setting.maxLength ?? SETTINGS_SCHEMA_LIMITS.textLength;
      return value.length <= maxLength ? null : `must be at most ${maxLength} characters`;
    }
    case "checkbox":
      return typeof value === "boolean" ? null : "must be true or false";
    case "image":
      return value === null || isImageAddress(value) ? null : "must be an image address";
  }
}

/** True when `value` may be stored as `setting`'s value. */
export function isSettingValue(setting: SettingDefinition, value: unknown): value is SettingValue {
  return settingValueProblem(setting, value) === null;
}

function isImageAddress(value: unknown): boolean {
  if (typeof value !== "string" || value.length > SETTINGS_SCHEMA_LIMITS.imageUrlLength) {
    return false;
  }
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}
