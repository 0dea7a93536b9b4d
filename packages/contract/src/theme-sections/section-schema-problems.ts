import type { SettingsProblem } from "../theme-settings/settings-schema";
import {
  checkLabel,
  isRecord,
  type Report,
  settingDefinitionsProblems,
} from "../theme-settings/settings-schema-problems";
import { SECTION_LIMITS, type SectionDefinition } from "./section-schema";
import { homeSectionsProblems } from "./section-values";

const TYPE = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * What is wrong with `input` as a theme's sections schema, each problem naming its field under
 * `sections`; an empty list means it is one. Section types and their block types are unique
 * `kebab-case` names with labels and settings lists (checked as a settings group's are), and the
 * default home page is an arrangement of those types. A theme upload whose manifest fails this
 * is refused, and `defineTheme` throws.
 *
 * @example
 * sectionsSchemaProblems({ types: [{ type: "Hero", label: "Hero", settings: [] }], home: [] })
 * // → [{ field: "sections.types[0].type", message: "must be kebab-case: …" }]
 */
export function sectionsSchemaProblems(input: unknown): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const report: Report = (field, message) => problems.push({ field, message });
  if (!isRecord(input) || !Array.isArray(input.types) || !Array.isArray(input.home)) {
    report("sections", "must be { types, home }: the section types and the default home page");
    return problems;
  }
  if (input.types.length > SECTION_LIMITS.types) {
    report("sections.types", `must declare at most ${SECTION_LIMITS.types} section types`);
    return problems;
  }
  checkTypeList(input.types, "sections.types", SECTION_LIMITS.types, report, (type, field) => {
    problems.push(...settingsListProblems(type.settings, `${field}.settings`));
    if (type.blocks === undefined) return;
    if (!Array.isArray(type.blocks)) {
      report(`${field}.blocks`, "must be a list of block types");
      return;
    }
    checkTypeList(type.blocks, `${field}.blocks`, SECTION_LIMITS.blockTypes, report, (block, at) =>
      problems.push(...settingsListProblems(block.settings, `${at}.settings`)),
    );
  });
  if (problems.length === 0) {
    const types = input.types as readonly SectionDefinition[];
    for (const problem of homeSectionsProblems(types, input.home, "sections.home")) {
      problems.push(problem);
    }
  }
  return problems;
}

/** Checks a list of `{ type, label, … }` with unique types, then each one's own parts. */
function checkTypeList(
  list: readonly unknown[],
  field: string,
  most: number,
  report: Report,
  checkOne: (item: Record<string, unknown>, field: string) => void,
) {
  if (list.length > most) {
    report(field, `must declare at most ${most} types`);
    return;
  }
  const seen = new Set<string>();
  list.forEach((item: unknown, index) => {
    const at = `${field}[${index}]`;
    if (!isRecord(item)) {
      report(at, "must be { type, label, settings }");
      return;
    }
    if (typeof item.type !== "string" || !TYPE.test(item.type)) {
      report(`${at}.type`, "must be kebab-case: a lowercase letter, then letters, digits or -");
    } else if (seen.has(item.type)) {
      report(`${at}.type`, `"${item.type}" is declared twice`);
    } else {
      seen.add(item.type);
    }
    checkLabel(item.label, `${at}.label`, report);
    checkOne(item, at);
  });
}

function settingsListProblems(settings: unknown, field: string): SettingsProblem[] {
  if (!Array.isArray(settings)) return [{ field, message: "must be a list of settings" }];
  if (settings.length > SECTION_LIMITS.settings) {
    return [{ field, message: `must declare at most ${SECTION_LIMITS.settings} settings` }];
  }
  return settingDefinitionsProblems(settings, field);
}
