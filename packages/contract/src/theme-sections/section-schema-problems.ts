import type { SettingsProblem } from "../theme-settings/settings-schema";
import {
  checkLabel,
  isRecord,
  type Report,
  settingDefinitionsProblems,
} from "../theme-settings/settings-schema-problems";
import { SECTION_LIMITS, type ThemeSectionsSchema } from "./section-schema";
import { TEMPLATE_PAGE_TYPES } from "./template-names";
import { arrangementProblems } from "./templates";

const TYPE = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * What is wrong with `input` as a theme's sections schema, each problem naming its field under
 * `sections`; an empty list means it is one. Section types and their block types are unique
 * `kebab-case` names with labels and settings lists (checked as a settings group's are), the
 * default home page is an arrangement of those types, and each template (optional, by page type)
 * names its main, the types it accepts (its main among them) and a default holding that main once.
 * A theme upload whose manifest fails this is refused (`themeSchemaProblems`).
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
  if (problems.length === 0) templatesSchemaProblems(input, report);
  if (problems.length === 0) {
    const schema = input as unknown as ThemeSectionsSchema;
    problems.push(...arrangementProblems(schema, "home", input.home, "sections.home"));
    for (const [pageType, template] of Object.entries(schema.templates ?? {})) {
      const field = `sections.templates.${pageType}.default`;
      problems.push(...arrangementProblems(schema, pageType, template.default, field));
    }
  }
  return problems;
}

const PAGE_TYPES: ReadonlySet<string> = new Set(TEMPLATE_PAGE_TYPES.filter((t) => t !== "home"));

/** Each template: a page type's, naming its main and the declared types it accepts. */
function templatesSchemaProblems(input: Record<string, unknown>, report: Report) {
  if (input.templates === undefined) return;
  if (!isRecord(input.templates)) {
    report("sections.templates", "must be an object of templates by page type");
    return;
  }
  const declared = new Set((input.types as { type: string }[]).map((type) => type.type));
  const mains = new Set(Object.values(input.templates).map((t) => (isRecord(t) ? t.main : null)));
  for (const [pageType, template] of Object.entries(input.templates)) {
    const at = `sections.templates.${pageType}`;
    if (!PAGE_TYPES.has(pageType)) {
      report(at, `is not a page type: one of ${[...PAGE_TYPES].join(", ")}`);
    } else if (
      !isRecord(template) ||
      !Array.isArray(template.sections) ||
      !Array.isArray(template.default)
    ) {
      report(at, "must be { main, sections, default }");
    } else if (!template.sections.every((type) => declared.has(type as string))) {
      report(`${at}.sections`, "must list section types the theme declares");
    } else if (typeof template.main !== "string" || !template.sections.includes(template.main)) {
      report(`${at}.main`, "must be one of the template's section types");
    } else if (template.sections.some((type) => type !== template.main && mains.has(type))) {
      report(`${at}.sections`, "must not list another template's main section");
    }
  }
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
