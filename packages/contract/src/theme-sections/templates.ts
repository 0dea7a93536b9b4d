import type { SettingsProblem } from "../theme-settings/settings-schema";
import type {
  SectionDefinition,
  TemplatePageTypeBesidesHome,
  TemplateSchema,
  TemplateSection,
  ThemeSectionsSchema,
} from "./section-schema";
import { SECTION_LIMITS } from "./section-schema";
import { type ResolvedSection, resolveSections, sectionListProblems } from "./section-values";
import { parseTemplateName } from "./template-names";

/** The shop's arrangements of every page, as its settings hold them. */
export interface TemplateArrangements {
  /** The home page's (its name kept from before templates: saved shops have it). */
  home_sections?: TemplateSection[];
  /** Every other template's, by name: `product`, `product.preorder`… */
  templates?: Record<string, TemplateSection[]>;
}

/** The template a page type declares, if the theme arranges that page. */
export function templateSchemaOf(
  schema: ThemeSectionsSchema,
  pageType: string,
): TemplateSchema | undefined {
  if (pageType === "home") return undefined;
  return schema.templates?.[pageType as TemplatePageTypeBesidesHome];
}

/** Every template's main section type: what the home page and other templates do not accept. */
function mainTypes(schema: ThemeSectionsSchema): Set<string> {
  return new Set(Object.values(schema.templates ?? {}).map((template) => template.main));
}

/**
 * The section types a template accepts, by its name: for the home page every type that is not a
 * template's main; for another page type the ones its template lists; none for a page the theme
 * does not arrange or a name that is not a template's.
 *
 * @example
 * templateSectionTypes(DEFAULT_THEME_SECTIONS, "product.preorder").map((t) => t.type)
 * // → ["hero", "featured-collection", …, "main-product"]
 */
export function templateSectionTypes(
  schema: ThemeSectionsSchema,
  name: string,
): SectionDefinition[] {
  const parsed = parseTemplateName(name);
  if (parsed === null) return [];
  if (parsed.pageType === "home") {
    const mains = mainTypes(schema);
    return schema.types.filter((type) => !mains.has(type.type));
  }
  const template = templateSchemaOf(schema, parsed.pageType);
  if (template === undefined) return [];
  const accepted = new Set(template.sections);
  return schema.types.filter((type) => accepted.has(type.type));
}

/**
 * What is wrong with one template's arrangement: the section list's rules
 * (`sectionListProblems`) over the types the template accepts, and its main held exactly once.
 *
 * @example
 * arrangementProblems(DEFAULT_THEME_SECTIONS, "cart", [{ id: "a", type: "rich-text", settings: {} }], "settings.templates.cart")
 * // → [{ field: "settings.templates.cart", message: "must hold the page's main section (main-cart) once" }]
 */
export function arrangementProblems(
  schema: ThemeSectionsSchema,
  name: string,
  value: unknown,
  field: string,
): SettingsProblem[] {
  const problems = sectionListProblems(templateSectionTypes(schema, name), value, field);
  const main = templateSchemaOf(schema, parseTemplateName(name)?.pageType ?? "")?.main;
  if (problems.length > 0 || main === undefined || !Array.isArray(value)) return problems;
  const mains = value.filter((section: { type?: unknown }) => section.type === main).length;
  return mains === 1
    ? []
    : [{ field, message: `must hold the page's main section (${main}) once` }];
}

/**
 * What is wrong with the shop's `templates` (every page's arrangement but the home page's): an
 * object whose keys are template names (`product`, `product.preorder`) of page types the theme
 * arranges, at most 20 alternatives of one page type, each arrangement checked as
 * `arrangementProblems` says. Each problem names its field (`settings.templates.product[2].type`).
 *
 * @example
 * templatesProblems(DEFAULT_THEME_SECTIONS, { "cart.big": [] })
 * // → [{ field: "settings.templates.cart.big", message: "is not a template name: …" }]
 */
export function templatesProblems(
  schema: ThemeSectionsSchema,
  value: unknown,
  field = "settings.templates",
): SettingsProblem[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return [{ field, message: "must be an object of arrangements by template name" }];
  }
  const problems: SettingsProblem[] = [];
  const alternatives = new Map<string, number>();
  for (const [name, arrangement] of Object.entries(value)) {
    const at = `${field}.${name}`;
    const parsed = parseTemplateName(name);
    if (parsed === null || parsed.pageType === "home") {
      problems.push({
        field: at,
        message:
          "is not a template name: a page type (product, cart…) or product.<name> / collection.<name> in lowercase (the home page's is home_sections)",
      });
      continue;
    }
    if (templateSchemaOf(schema, parsed.pageType) === undefined) {
      problems.push({ field: at, message: "is not a page this theme arranges" });
      continue;
    }
    if (parsed.alternative !== null) {
      const count = (alternatives.get(parsed.pageType) ?? 0) + 1;
      alternatives.set(parsed.pageType, count);
      if (count > SECTION_LIMITS.alternatives) {
        problems.push({
          field: at,
          message: `is one alternative too many: at most ${SECTION_LIMITS.alternatives} of a page type`,
        });
        continue;
      }
    }
    problems.push(...arrangementProblems(schema, name, arrangement, at));
  }
  return problems;
}

/** A page's template ready to render. */
export interface ResolvedTemplate {
  /** The template shown: the name asked for, or its page type's when the shop has no such one. */
  name: string;
  sections: ResolvedSection[];
}

/**
 * The sections a page renders for template `name`: the shop's arrangement of it, its page type's
 * when the shop has no alternative of that name (a product keeps a removed template's name), or
 * the theme's default when the owner never arranged the page. Its main is always there once: a
 * repeat is left out and, if missing (an arrangement saved before the theme had it), it comes
 * first, so a product page never loses its buy box.
 *
 * @example
 * resolveTemplate(DEFAULT_THEME_SECTIONS, { templates: { product: [
 *   { id: "note", type: "rich-text", settings: {} }, { id: "main", type: "main-product", settings: {} },
 * ] } }, "product.unknown")
 * // → { name: "product", sections: [{ id: "note", type: "rich-text", … }, { id: "main", type: "main-product", … }] }
 */
export function resolveTemplate(
  schema: ThemeSectionsSchema,
  // The shop's settings as the page has them (checked when saved, read-only in the store).
  arrangements:
    | { readonly home_sections?: unknown; readonly templates?: Readonly<Record<string, unknown>> }
    | undefined,
  name: string,
): ResolvedTemplate {
  const pageType = parseTemplateName(name)?.pageType;
  if (pageType === undefined) return { name, sections: [] };
  if (pageType === "home") {
    const types = templateSectionTypes(schema, "home");
    return { name, sections: resolveSections(types, arrangements?.home_sections, schema.home) };
  }
  const template = templateSchemaOf(schema, pageType);
  if (template === undefined) return { name, sections: [] };
  const saved = arrangements?.templates ?? {};
  const shown = Object.hasOwn(saved, name) ? name : pageType;
  const sections = resolveSections(
    templateSectionTypes(schema, shown),
    saved[shown],
    template.default,
  );
  const mainAt = sections.findIndex((section) => section.type === template.main);
  if (mainAt === -1) {
    const [main] = resolveSections(
      schema.types,
      [{ id: "main", type: template.main, settings: {} }],
      [],
    );
    return { name: shown, sections: main === undefined ? sections : [main, ...sections] };
  }
  return {
    name: shown,
    sections: sections.filter((section, at) => at === mainAt || section.type !== template.main),
  };
}

/**
 * A template's arrangement as the shop's settings hold it, `undefined` when the owner has not
 * arranged it (the theme's default shows).
 *
 * @example
 * arrangementOf({ home_sections: [] }, "home") // → []
 * arrangementOf({ templates: { product: [] } }, "product.preorder") // → undefined
 */
export function arrangementOf(
  arrangements: TemplateArrangements,
  name: string,
): TemplateSection[] | undefined {
  if (name === "home") return arrangements.home_sections;
  const saved = arrangements.templates ?? {};
  return Object.hasOwn(saved, name) ? saved[name] : undefined;
}

/**
 * The settings with template `name` arranged as `sections`, or no longer arranged (`undefined`:
 * back to the theme's default; an alternative is removed).
 *
 * @example
 * withArrangement({ page_width: 1200 }, "product", [])
 * // → { page_width: 1200, templates: { product: [] } }
 */
export function withArrangement<T extends TemplateArrangements>(
  settings: T,
  name: string,
  sections: TemplateSection[] | undefined,
): T {
  if (name === "home") {
    const { home_sections: _old, ...rest } = settings;
    return (sections === undefined ? rest : { ...rest, home_sections: sections }) as T;
  }
  const { [name]: _old, ...others } = settings.templates ?? {};
  const templates = sections === undefined ? others : { ...others, [name]: sections };
  const { templates: _all, ...rest } = settings;
  return (Object.keys(templates).length === 0 ? rest : { ...rest, templates }) as T;
}
