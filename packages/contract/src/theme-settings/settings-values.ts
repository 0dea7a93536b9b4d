import type { ThemeSectionsSchema } from "../theme-sections/section-schema";
import {
  arrangementProblems,
  templateSectionTypes,
  templatesProblems,
} from "../theme-sections/templates";
import { COLOR_SCHEME_LIMITS, colorSchemesProblems } from "./color-schemes";
import { settingValueProblem } from "./setting-value";
import type {
  SettingDefinition,
  SettingsProblem,
  SettingValue,
  ThemeSettingsSchema,
} from "./settings-schema";

/**
 * The lists of spec §3 that sit beside the schema's scalar settings, with their most entries.
 * (`home_sections` and `templates`, the pages' arrangements, are checked against the theme's
 * section types and templates.)
 */
export const SETTINGS_LIST_LIMITS = Object.freeze({
  random_colors: 50,
  color_schemes: COLOR_SCHEME_LIMITS.schemes,
});

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Each setting's default, by id.
 *
 * @example
 * settingsDefaults([{ id: "g", label: "G", settings: [{ type: "checkbox", id: "show_logo", label: "Logo", default: true }] }])
 * // → { show_logo: true }
 */
export function settingsDefaults(schema: ThemeSettingsSchema): Record<string, SettingValue> {
  const values: Record<string, SettingValue> = {};
  for (const setting of allSettings(schema)) values[setting.id] = setting.default;
  return values;
}

/** Every setting of the schema, in panel order. */
export function allSettings(schema: ThemeSettingsSchema): SettingDefinition[] {
  return schema.flatMap((group) => [...group.settings]);
}

/**
 * What is wrong with settings an owner saves, against the live theme's whole schema
 * (`themeSettingsSchema`): each value must be one its setting allows, a key the schema does not
 * declare is refused, the spec's two lists must hold colours, and the pages' arrangements must be
 * ones the theme's templates allow (`home_sections`, `templates`: `templatesProblems`). Missing
 * keys are fine (the default applies). The shop API answers 400 with the first problem's field and message.
 *
 * @example
 * settingsValuesProblems(BASE_SETTINGS_SCHEMA, { page_width: 9000, heading_font: "Papyrus" })
 * // → [{ field: "settings.page_width", message: "must be between 600 and 2400" },
 * //    { field: "settings.heading_font", message: "is not a supported font" }]
 */
export function settingsValuesProblems(
  schema: ThemeSettingsSchema,
  values: unknown,
  sections: ThemeSectionsSchema = NO_SECTIONS,
): SettingsProblem[] {
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    return [{ field: "settings", message: "must be an object of settings by id" }];
  }
  const byId = new Map(allSettings(schema).map((setting) => [setting.id, setting]));
  const problems: SettingsProblem[] = [];
  for (const [key, value] of Object.entries(values)) {
    const field = `settings.${key}`;
    const setting = byId.get(key);
    if (setting) {
      const problem = settingValueProblem(setting, value);
      if (problem) problems.push({ field, message: problem });
    } else if (key === "random_colors") {
      problems.push(...colorListProblems(value, field));
    } else if (key === "color_schemes") {
      problems.push(...colorSchemesProblems(value, field));
    } else if (key === "home_sections") {
      problems.push(...arrangementProblems(sections, "home", value, field));
    } else if (key === "templates") {
      problems.push(...templatesProblems(sections, value, field));
    } else {
      problems.push({ field, message: "is not a setting of this theme" });
    }
  }
  return problems;
}

const NO_SECTIONS: ThemeSectionsSchema = Object.freeze({ types: [], home: [] });

/** The shop's settings that are not a theme's schema, yet belong to every theme (spec §3). */
const SHARED_LISTS: ReadonlySet<string> = new Set(["random_colors", "color_schemes"]);

/**
 * The part of a shop's settings a theme owns. One settings object serves every theme of the shop,
 * so it may hold another theme's own settings (a key this schema does not declare) or a home page
 * of section types this theme lacks. Switching themes (a preview in the customizer, a restore of a
 * version published under another theme) keeps this theme's keys and the shared lists, drops the
 * others, and drops `home_sections` whole when one of its sections is of a type this theme does
 * not declare: a half-kept arrangement is nobody's design, so the theme's own default home shows.
 * Each of `templates` is kept or dropped the same way, by what its template accepts.
 * What is kept is then checked as any save is (`settingsValuesProblems`): nothing is made valid
 * here, only foreign.
 *
 * @example
 * settingsOfTheme(BASE_SETTINGS_SCHEMA, DEFAULT_THEME_SECTIONS, {
 *   page_width: 1200, hero_heading: "Hi", random_colors: [], home_sections: [{ id: "a", type: "lookbook", settings: {} }],
 * })
 * // → { page_width: 1200, random_colors: [] }
 */
export function settingsOfTheme<T extends object>(
  schema: ThemeSettingsSchema,
  sections: ThemeSectionsSchema,
  settings: T,
): Partial<T> {
  const declared = new Set(allSettings(schema).map((setting) => setting.id));
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key === "home_sections") {
      if (!foreignArrangement(sections, "home", value)) kept[key] = value;
    } else if (key === "templates" && typeof value === "object" && value !== null) {
      const own = Object.entries(value).filter(
        ([name, arrangement]) => !foreignArrangement(sections, name, arrangement),
      );
      if (own.length > 0) kept[key] = Object.fromEntries(own);
    } else if (declared.has(key) || SHARED_LISTS.has(key)) {
      kept[key] = value;
    }
  }
  return kept as Partial<T>;
}

/** Whether an arrangement holds a section of a type the template `name` does not accept. */
function foreignArrangement(sections: ThemeSectionsSchema, name: string, value: unknown): boolean {
  const types = new Set(templateSectionTypes(sections, name).map((type) => type.type));
  return (
    (name !== "home" && types.size === 0) ||
    (Array.isArray(value) &&
      value.some((section: unknown) => {
        const type = (section as { type?: unknown } | null)?.type;
        return typeof type === "string" && !types.has(type);
      }))
  );
}

function colorListProblems(value: unknown, field: string): SettingsProblem[] {
  const most = SETTINGS_LIST_LIMITS.random_colors;
  if (!Array.isArray(value) || value.length > most) {
    return [{ field, message: `must be a list of at most ${most} colours` }];
  }
  return value.flatMap((color, index) =>
    typeof color === "string" && HEX_COLOR.test(color)
      ? []
      : [{ field: `${field}[${index}]`, message: "must be a colour like #1a2b3c" }],
  );
}
