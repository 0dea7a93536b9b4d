import type { SettingDefinition, SettingValue } from "../theme-settings/settings-schema";
import type { TemplatePageType } from "./template-names";

/**
 * Sections: the parts of a page the owner arranges in the customizer. A theme declares the
 * section types it can show (`defineTheme({ sections })`, carried in its manifest), each with its
 * own settings and, optionally, the blocks it repeats (a rich text's headings and paragraphs), and
 * per page type a template: the types that page accepts and its default arrangement. The shop's
 * settings hold the arrangements (`home_sections` for the home page, `templates` for the others).
 * Wire data: plain JSON, no functions.
 */

/** A kind of block a section repeats: a heading, a paragraph, a button… */
export interface SectionBlockDefinition {
  /** `kebab-case`, unique in its section type (`heading`). */
  readonly type: string;
  readonly label: string;
  readonly settings: readonly SettingDefinition[];
}

/** A kind of section the theme can show on its home page. */
export interface SectionDefinition {
  /** `kebab-case`, unique in the theme (`featured-collection`). */
  readonly type: string;
  /** What the customizer calls it: "Featured collection". */
  readonly label: string;
  readonly settings: readonly SettingDefinition[];
  /** The blocks it repeats, if any; at most `SECTION_LIMITS.blocks` of them in one section. */
  readonly blocks?: readonly SectionBlockDefinition[];
}

/**
 * A page type's template as the theme declares it. Its `main` is the page's own content (a
 * product's gallery and buy box, a cart's lines): a section type of its own, which every
 * arrangement of the template holds exactly once, so the owner places sections above and below it
 * but never removes or repeats it.
 */
export interface TemplateSchema {
  /** The section type showing the page's own content (`main-product`), one of `sections`. */
  readonly main: string;
  /** The section types this page accepts, its main among them. */
  readonly sections: readonly string[];
  /** What the page shows until the owner arranges it: its main and what surrounds it. */
  readonly default: readonly TemplateSection[];
}

/** The page types a theme arranges besides its home page (whose default is `home`). */
export type TemplatePageTypeBesidesHome = Exclude<TemplatePageType, "home">;

/** A theme's section types, its home page and the templates of its other pages. */
export interface ThemeSectionsSchema {
  readonly types: readonly SectionDefinition[];
  /**
   * The arrangement `home_sections` stands for when the shop has none. The home page accepts
   * every section type that is not a template's main.
   */
  readonly home: readonly HomeSection[];
  /** Its other pages' templates; a page type without one is the theme's page as it codes it. */
  readonly templates?: { readonly [P in TemplatePageTypeBesidesHome]?: TemplateSchema };
}

/** One block of a section, as the owner arranged it. */
export interface SectionBlock {
  /** Unique in its section, stable when blocks move (`b3k9x`). */
  id: string;
  type: string;
  /** Values by setting id; a missing one is the setting's default. */
  settings: Record<string, SettingValue>;
}

/**
 * One section of a page, as the owner arranged it. Text is the owner's own, shown as written
 * (never HTML).
 */
export interface TemplateSection {
  /** Unique on the page, stable when sections move: the customizer's and the list's key. */
  id: string;
  /** One of the live theme's section types; a type the theme does not know is skipped. */
  type: string;
  /** Values by setting id; a missing one is the setting's default. */
  settings: Record<string, SettingValue>;
  blocks?: SectionBlock[];
}

/** One section of the home page (`home_sections`): the home template's sections. */
export type HomeSection = TemplateSection;

/**
 * Bounds on templates and on section schemas, at least as generous as Shopify's (25 sections on
 * a page, 50 blocks in a section), and small enough that a check is cheap.
 */
export const SECTION_LIMITS = Object.freeze({
  /** Sections in one template (the home page's or another's). */
  sections: 25,
  /** Alternative templates of one page type (`product.preorder`, `product.gift`…). */
  alternatives: 20,
  /** Blocks in one section. */
  blocks: 50,
  /** Section types a theme declares. */
  types: 40,
  /** Block types a section type declares. */
  blockTypes: 20,
  /** Settings a section or block type declares. */
  settings: 40,
  /** Length of a section's or block's id. */
  idLength: 40,
});
