import type { ColorScheme } from "../types/shop";
import { COLOR_SCHEME_ID, HEX_COLOR } from "./setting-value";
import type { SettingsProblem } from "./settings-schema";

/**
 * Bounds on the shop's colour schemes (spec §3 `color_schemes`): how many the owner may define
 * (each writes a dozen CSS variables on every page, so not hundreds) and how long a name may be.
 */
export const COLOR_SCHEME_LIMITS = Object.freeze({ schemes: 20, nameLength: 40 });

/** The colours of a scheme the owner picks, in the order the customizer shows them. */
export const COLOR_SCHEME_COLORS = Object.freeze([
  "background_color",
  "text_color",
  "accent_color",
  "button_color",
  "button_text_color",
  "border_color",
] as const);

export type ColorSchemeColor = (typeof COLOR_SCHEME_COLORS)[number];

/** The spec's two colours every scheme has; the others are optional and derived when absent. */
const REQUIRED_COLORS: ReadonlySet<ColorSchemeColor> = new Set(["text_color", "background_color"]);

/**
 * What is wrong with the shop's colour schemes as saved: a list of one to
 * `COLOR_SCHEME_LIMITS.schemes` schemes, each with a unique id (letters, digits, `-`, `_`), an
 * optional name of at most `COLOR_SCHEME_LIMITS.nameLength` characters, `text_color` and
 * `background_color` as `#rrggbb` or `#rgb`, and the other colours of `COLOR_SCHEME_COLORS` either
 * absent (derived, see the SDK's `deriveSchemeColors`) or colours too.
 *
 * @example
 * colorSchemesProblems([
 *   { id: "light", name: "Light", text_color: "#121212", background_color: "#fff" },
 *   { id: "light", text_color: "#fff", background_color: "#121212", button_color: "red" },
 * ], "settings.color_schemes")
 * // → [{ field: "settings.color_schemes[1].id", message: "\"light\" is used twice" },
 * //    { field: "settings.color_schemes[1].button_color", message: "must be a colour like #1a2b3c" }]
 */
export function colorSchemesProblems(value: unknown, field: string): SettingsProblem[] {
  const most = COLOR_SCHEME_LIMITS.schemes;
  if (!Array.isArray(value) || value.length > most) {
    return [{ field, message: `must be a list of at most ${most} colour schemes` }];
  }
  if (value.length === 0) return [{ field, message: "must hold at least one colour scheme" }];
  const ids = new Set<string>();
  return value.flatMap((scheme: unknown, index) => {
    const at = `${field}[${index}]`;
    if (typeof scheme !== "object" || scheme === null || Array.isArray(scheme)) {
      return [{ field: at, message: "must be { id, name, text_color, background_color, … }" }];
    }
    return schemeProblems(scheme as Record<string, unknown>, at, ids);
  });
}

function schemeProblems(
  scheme: Record<string, unknown>,
  at: string,
  ids: Set<string>,
): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const { id, name } = scheme;
  if (typeof id !== "string" || !COLOR_SCHEME_ID.test(id)) {
    problems.push({ field: `${at}.id`, message: "must be letters, digits, - or _" });
  } else if (ids.has(id)) {
    problems.push({ field: `${at}.id`, message: `"${id}" is used twice` });
  } else {
    ids.add(id);
  }
  if (
    name !== undefined &&
    (typeof name !== "string" || name.length > COLOR_SCHEME_LIMITS.nameLength)
  ) {
    problems.push({
      field: `${at}.name`,
      message: `must be text of at most ${COLOR_SCHEME_LIMITS.nameLength} characters`,
    });
  }
  for (const key of COLOR_SCHEME_COLORS) {
    const color = scheme[key];
    if (color === undefined && !REQUIRED_COLORS.has(key)) continue;
    if (typeof color !== "string" || !HEX_COLOR.test(color)) {
      problems.push({ field: `${at}.${key}`, message: "must be a colour like #1a2b3c" });
    }
  }
  const known = new Set<string>(["id", "name", ...COLOR_SCHEME_COLORS]);
  for (const key of Object.keys(scheme)) {
    if (!known.has(key)) problems.push({ field: `${at}.${key}`, message: "is not a scheme field" });
  }
  return problems;
}

/**
 * The scheme a saved id names, else the shop's first: a section keeps showing when its scheme was
 * removed (or the settings came from another shop), as the first scheme rather than no colours.
 *
 * @example
 * schemeOrFirst([{ id: "light", … }, { id: "dark", … }], "sale") // → the "light" scheme
 */
export function schemeOrFirst<T extends Pick<ColorScheme, "id">>(
  schemes: readonly T[],
  id: unknown,
): T | undefined {
  return schemes.find((scheme) => scheme.id === id) ?? schemes[0];
}
