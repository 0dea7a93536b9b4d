import type {
  ColorScheme,
  SectionDefinition,
  SettingValue,
  ThemeSectionsSchema,
  ThemeSettings,
} from "@vitrine/contract";

/**
 * The colour schemes panel's edits, as pure functions of the settings: each returns new settings
 * (one undoable step of the customizer's history), never changing its input.
 */

/** The colours a new scheme starts from: dark text on white, the default theme's first scheme. */
const NEW_SCHEME_COLORS = { text_color: "#121212", background_color: "#ffffff" } as const;

const NUMBERED_ID = /^scheme-(\d+)$/;

/**
 * An id no scheme has: `scheme-{n}`, one past the highest number in use, so a new scheme never
 * takes the id of one listed before it.
 *
 * @example
 * nextSchemeId([{ id: "scheme-1", … }, { id: "dark", … }, { id: "scheme-4", … }]) // → "scheme-5"
 */
export function nextSchemeId(schemes: readonly Pick<ColorScheme, "id">[]): string {
  const numbers = schemes.map((scheme) => Number(NUMBERED_ID.exec(scheme.id)?.[1] ?? 0));
  return `scheme-${Math.max(0, ...numbers) + 1}`;
}

/**
 * The schemes with a new one at the end, named `name`, dark text on white.
 *
 * @example
 * addScheme([scheme1], "Scheme 2") // → [scheme1, { id: "scheme-2", name: "Scheme 2", text_color: "#121212", background_color: "#ffffff" }]
 */
export function addScheme(schemes: readonly ColorScheme[], name: string): ColorScheme[] {
  return [...schemes, { id: nextSchemeId(schemes), name, ...NEW_SCHEME_COLORS }];
}

/**
 * The schemes with a copy of `id`'s right after it, named `name`, under a new id.
 *
 * @example
 * duplicateScheme([light, dark], "light", "Light copy") // → [light, { ...light, id: "scheme-3", name: "Light copy" }, dark]
 */
export function duplicateScheme(
  schemes: readonly ColorScheme[],
  id: string,
  name: string,
): ColorScheme[] {
  const position = schemes.findIndex((scheme) => scheme.id === id);
  const original = schemes[position];
  if (original === undefined) return [...schemes];
  const copy = { ...original, id: nextSchemeId(schemes), name };
  return [...schemes.slice(0, position + 1), copy, ...schemes.slice(position + 1)];
}

/** The schemes with `change` made to `id`'s. */
export function updateScheme(
  schemes: readonly ColorScheme[],
  id: string,
  change: Partial<Omit<ColorScheme, "id">>,
): ColorScheme[] {
  return schemes.map((scheme) => (scheme.id === id ? { ...scheme, ...change } : scheme));
}

/** A section or block as arranged: its type and the values the owner set. */
interface Arranged {
  readonly type: string;
  readonly settings: Readonly<Record<string, SettingValue>>;
  readonly blocks?: readonly Arranged[];
}

/** Settings as the panel reads them: the home page, and the other pages' templates if any. */
type Arrangements = Pick<ThemeSettings, "home_sections" | "templates">;

/**
 * How many sections (and blocks) show in scheme `id`: those whose colour scheme setting names
 * it, or leaves it at a default that does. The home page and every template count as arranged,
 * else as the theme arranges them.
 *
 * @example
 * schemeUses({ home_sections: [{ id: "a", type: "hero", settings: { color_scheme: "dark" } }] }, DEFAULT_THEME_SECTIONS, "dark")
 * // → 1
 */
export function schemeUses(
  settings: Arrangements,
  sections: ThemeSectionsSchema,
  id: string,
): number {
  const count = (items: readonly Arranged[], types: readonly BlockOrSection[]): number =>
    items.reduce((total, item) => {
      const definition = types.find((type) => type.type === item.type);
      if (definition === undefined) return total;
      const own = schemeSettingIds(definition).some(
        (settingId) => settingInEffect(item, definition, settingId) === id,
      );
      return total + (own ? 1 : 0) + count(item.blocks ?? [], definition.blocks ?? []);
    }, 0);
  return pageArrangements(settings, sections).reduce(
    (total, items) => total + count(items, sections.types),
    0,
  );
}

/**
 * The settings without scheme `id`, and every arranged section or block that showed in it set to
 * the first scheme left: what they would fall back to anyway, written down so that a scheme added
 * later under the same id does not take them over.
 *
 * @example
 * removeScheme({ color_schemes: [light, dark], home_sections: [{ …, settings: { color_scheme: "dark" } }] }, sections, "dark")
 * // → { color_schemes: [light], home_sections: [{ …, settings: { color_scheme: "light" } }] }
 */
export function removeScheme<T extends Arrangements & Pick<ThemeSettings, "color_schemes">>(
  settings: T,
  sections: ThemeSectionsSchema,
  id: string,
): T {
  const color_schemes = settings.color_schemes.filter((scheme) => scheme.id !== id);
  const first = color_schemes[0]?.id;
  if (first === undefined) return settings;
  const rewrite = <I extends Arranged>(
    items: readonly I[],
    types: readonly BlockOrSection[],
  ): I[] =>
    items.map((item) => {
      const definition = types.find((type) => type.type === item.type);
      if (definition === undefined) return item;
      const changed = { ...item.settings };
      for (const settingId of schemeSettingIds(definition)) {
        if (settingInEffect(item, definition, settingId) === id) changed[settingId] = first;
      }
      const blocks = item.blocks && rewrite(item.blocks, definition.blocks ?? []);
      return { ...item, settings: changed, ...(blocks ? { blocks } : {}) };
    });
  const next: T = { ...settings, color_schemes };
  if (settings.home_sections !== undefined) {
    next.home_sections = rewrite(settings.home_sections, sections.types);
  }
  if (settings.templates !== undefined) {
    next.templates = Object.fromEntries(
      Object.entries(settings.templates).map(([name, items]) => [
        name,
        rewrite(items, sections.types),
      ]),
    );
  }
  return next;
}

type BlockOrSection = Pick<SectionDefinition, "type" | "settings" | "blocks">;

function schemeSettingIds(definition: BlockOrSection): string[] {
  return definition.settings
    .filter((setting) => setting.type === "color_scheme")
    .map((setting) => setting.id);
}

function settingInEffect(item: Arranged, definition: BlockOrSection, settingId: string): unknown {
  return (
    item.settings[settingId] ??
    definition.settings.find((setting) => setting.id === settingId)?.default
  );
}

/** Every page's sections: as the owner arranged them, else as the theme does. */
function pageArrangements(
  settings: Arrangements,
  sections: ThemeSectionsSchema,
): (readonly Arranged[])[] {
  const saved = settings.templates ?? {};
  const unarranged = Object.entries(sections.templates ?? {})
    .filter(([pageType]) => saved[pageType] === undefined)
    .flatMap(([, template]) => (template ? [template.default] : []));
  return [settings.home_sections ?? sections.home, ...Object.values(saved), ...unarranged];
}
