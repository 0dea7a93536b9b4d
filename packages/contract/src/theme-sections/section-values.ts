import { settingValueProblem } from "../theme-settings/setting-value";
import type {
  SettingDefinition,
  SettingsProblem,
  SettingValue,
} from "../theme-settings/settings-schema";
import type { SectionDefinition, TemplateSection } from "./section-schema";
import { SECTION_LIMITS } from "./section-schema";

const ID = new RegExp(`^[A-Za-z0-9_-]{1,${SECTION_LIMITS.idLength}}$`);

/**
 * What is wrong with a page's arrangement (`home_sections`, or one of `templates`) against the
 * section types the page accepts: at most 25 sections, each with a unique id, a type the theme declares, values its
 * settings allow (a key it does not declare is refused; a missing one is the default), and at
 * most 50 blocks of types the section declares, checked the same way. Each problem names its
 * field under `field`.
 *
 * @example
 * sectionListProblems(DEFAULT_THEME_SECTIONS.types, [
 *   { id: "a", type: "hero", settings: { heading: 42 } },
 *   { id: "b", type: "carousel", settings: {} },
 * ])
 * // → [{ field: "settings.home_sections[0].settings.heading", message: "must be text" },
 * //    { field: "settings.home_sections[1].type", message: "is not a section type of this theme" }]
 */
export function sectionListProblems(
  types: readonly SectionDefinition[],
  value: unknown,
  field = "settings.home_sections",
): SettingsProblem[] {
  if (!Array.isArray(value) || value.length > SECTION_LIMITS.sections) {
    return [{ field, message: `must be a list of at most ${SECTION_LIMITS.sections} sections` }];
  }
  const byType = new Map(types.map((type) => [type.type, type]));
  const problems: SettingsProblem[] = [];
  const ids = new Set<string>();
  value.forEach((section: unknown, index) => {
    const at = `${field}[${index}]`;
    const item = itemProblems(section, at, ids, problems);
    if (item === undefined) return;
    const definition = byType.get(item.type);
    if (definition === undefined) {
      problems.push({ field: `${at}.type`, message: "is not a section type of this theme" });
      return;
    }
    problems.push(...valuesProblems(definition.settings, item.settings, `${at}.settings`));
    const { blocks } = section as { blocks?: unknown };
    if (blocks === undefined) return;
    if (!Array.isArray(blocks) || blocks.length > SECTION_LIMITS.blocks) {
      problems.push({
        field: `${at}.blocks`,
        message: `must be a list of at most ${SECTION_LIMITS.blocks} blocks`,
      });
      return;
    }
    const blockTypes = new Map((definition.blocks ?? []).map((block) => [block.type, block]));
    const blockIds = new Set<string>();
    blocks.forEach((block: unknown, blockIndex) => {
      const blockAt = `${at}.blocks[${blockIndex}]`;
      const checked = itemProblems(block, blockAt, blockIds, problems);
      if (checked === undefined) return;
      const blockType = blockTypes.get(checked.type);
      if (blockType === undefined) {
        problems.push({ field: `${blockAt}.type`, message: "is not a block type of this section" });
        return;
      }
      problems.push(...valuesProblems(blockType.settings, checked.settings, `${blockAt}.settings`));
    });
  });
  return problems;
}

/** The shape every section and block shares: `{ id, type, settings }`, the id unique in its list. */
function itemProblems(
  item: unknown,
  at: string,
  ids: Set<string>,
  problems: SettingsProblem[],
): { type: string; settings: Record<string, unknown> } | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) {
    problems.push({ field: at, message: "must be { id, type, settings }" });
    return undefined;
  }
  const { id, type, settings } = item as Record<string, unknown>;
  if (typeof id !== "string" || !ID.test(id)) {
    problems.push({ field: `${at}.id`, message: "must be letters, digits, - or _" });
  } else if (ids.has(id)) {
    problems.push({ field: `${at}.id`, message: `"${id}" is used twice` });
  } else {
    ids.add(id);
  }
  if (typeof type !== "string") {
    problems.push({ field: `${at}.type`, message: "must be the section's type" });
    return undefined;
  }
  if (typeof settings !== "object" || settings === null || Array.isArray(settings)) {
    problems.push({ field: `${at}.settings`, message: "must be an object of settings by id" });
    return undefined;
  }
  return { type, settings: settings as Record<string, unknown> };
}

function valuesProblems(
  definitions: readonly SettingDefinition[],
  values: Record<string, unknown>,
  field: string,
): SettingsProblem[] {
  const byId = new Map(definitions.map((setting) => [setting.id, setting]));
  return Object.entries(values).flatMap(([key, value]) => {
    const setting = byId.get(key);
    if (setting === undefined) {
      return [{ field: `${field}.${key}`, message: "is not a setting of this section" }];
    }
    const problem = settingValueProblem(setting, value);
    return problem === null ? [] : [{ field: `${field}.${key}`, message: problem }];
  });
}

/**
 * A section's (or block's) values over its settings' defaults: what the theme renders with. A
 * value the definition does not allow (saved for an older version of the theme) is its default.
 *
 * @example
 * sectionValues([{ type: "range", id: "limit", label: "Shown", min: 2, max: 12, step: 1, default: 4 }], { limit: 6 })
 * // → { limit: 6 }
 * sectionValues([{ type: "range", id: "limit", label: "Shown", min: 2, max: 12, step: 1, default: 4 }], { limit: 99 })
 * // → { limit: 4 }
 */
export function sectionValues(
  definitions: readonly SettingDefinition[],
  values: Readonly<Record<string, unknown>>,
): Record<string, SettingValue> {
  const resolved: Record<string, SettingValue> = {};
  for (const setting of definitions) {
    const value = values[setting.id];
    resolved[setting.id] =
      value !== undefined && settingValueProblem(setting, value) === null
        ? (value as SettingValue)
        : setting.default;
  }
  return resolved;
}

/** A section (or block) ready to render: its values resolved over the defaults. */
export interface ResolvedSection {
  id: string;
  type: string;
  settings: Record<string, SettingValue>;
  blocks: { id: string; type: string; settings: Record<string, SettingValue> }[];
}

/**
 * A page's sections ready to render: `arrangement` (or `fallback` when it is not a list) keeping
 * only sections and blocks of the types `types` declares, each with its values over its settings'
 * defaults. What is left out was saved for another theme: a page never breaks on what it cannot
 * show.
 *
 * @example
 * resolveSections(DEFAULT_THEME_SECTIONS.types, [{ id: "a", type: "latest-posts", settings: { limit: 6 } }, { id: "b", type: "carousel", settings: {} }], [])
 * // → [{ id: "a", type: "latest-posts", settings: { heading: "", limit: 6, color_scheme: "scheme-1" }, blocks: [] }]
 */
export function resolveSections(
  types: readonly SectionDefinition[],
  // As the page has it (checked when saved, read-only in the store).
  arrangement: unknown,
  fallback: readonly TemplateSection[],
): ResolvedSection[] {
  const byType = new Map(types.map((type) => [type.type, type]));
  const sections = (
    Array.isArray(arrangement) ? arrangement : fallback
  ) as readonly TemplateSection[];
  return sections.flatMap((section) => {
    const definition = byType.get(section.type);
    if (definition === undefined) return [];
    const blockTypes = new Map((definition.blocks ?? []).map((block) => [block.type, block]));
    return [
      {
        id: section.id,
        type: section.type,
        settings: sectionValues(definition.settings, section.settings ?? {}),
        blocks: (section.blocks ?? []).flatMap((block) => {
          const blockType = blockTypes.get(block.type);
          return blockType === undefined
            ? []
            : [
                {
                  id: block.id,
                  type: block.type,
                  settings: sectionValues(blockType.settings, block.settings ?? {}),
                },
              ];
        }),
      },
    ];
  });
}
