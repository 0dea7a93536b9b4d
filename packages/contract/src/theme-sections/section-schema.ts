import type { SettingDefinition, SettingValue } from "../theme-settings/settings-schema";

/**
 * Sections: the parts of the home page the owner arranges in the customizer. A theme declares the
 * section types it can show (`defineTheme({ sections })`, carried in its manifest), each with its
 * own settings and, optionally, the blocks it repeats (a rich text's headings and paragraphs). The
 * shop's settings hold the arrangement (`home_sections`). Wire data: plain JSON, no functions.
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

/** A theme's section types and the home page it shows until the owner arranges their own. */
export interface ThemeSectionsSchema {
  readonly types: readonly SectionDefinition[];
  /** The arrangement `home_sections` stands for when the shop has none. */
  readonly home: readonly HomeSection[];
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
 * One section of the home page, as the owner arranged it. Text is the owner's own, shown as
 * written (never HTML).
 */
export interface HomeSection {
  /** Unique on the page, stable when sections move: the customizer's and the list's key. */
  id: string;
  /** One of the live theme's section types; a type the theme does not know is skipped. */
  type: string;
  /** Values by setting id; a missing one is the setting's default. */
  settings: Record<string, SettingValue>;
  blocks?: SectionBlock[];
}

/**
 * Bounds on the home page and on section schemas, at least as generous as Shopify's (25
 * sections on a page, 50 blocks in a section), and small enough that a check is cheap.
 */
export const SECTION_LIMITS = Object.freeze({
  /** Sections on the home page. */
  sections: 25,
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
