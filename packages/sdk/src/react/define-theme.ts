import {
  THEME_HANDLE,
  type ThemeSectionsSchema,
  type ThemeSettingsSchema,
  themeSettingsSchema,
} from "@vitrine/contract";
import { type ComponentType, createElement, type ReactNode } from "react";
import type { BundledTranslations } from "../i18n/translation-sources";
import { LAYOUT_NAMES, type LayoutName } from "../routing/layout-names";
import type { RouteParams } from "../routing/route-paths";
import { isRouteName, type PathRouteName, type RouteName } from "../routing/route-record";
import { ThemeSettingsSchemaProvider } from "./theme-settings";

/** What the host hands every page: its route name, typed path parameters and the query string. */
export interface PageProps<Name extends RouteName = RouteName> {
  route: Name;
  params: Name extends PathRouteName ? RouteParams<Name> : Record<string, never>;
  search: Readonly<Record<string, string>>;
}

export type PageComponent<Name extends RouteName = RouteName> = ComponentType<PageProps<Name>>;

/**
 * The not-found page also gets the message of what raised it, e.g. "Page Not Found: /nope" from
 * a failed validity check (spec §2); none when the visitor simply opened an unknown address.
 */
export type NotFoundPageProps = PageProps<"not-found"> & { message?: string | undefined };

export interface LayoutProps {
  route: RouteName;
  children: ReactNode;
}

export type ThemePages = {
  [Name in RouteName]?: Name extends "not-found"
    ? ComponentType<NotFoundPageProps>
    : PageComponent<Name>;
};
export type ThemeLayouts = Partial<Record<LayoutName, ComponentType<LayoutProps>>>;
/**
 * Translation resources per locale, nested keys allowed; a locale other than the default one can
 * be a loader, so a shop in English never downloads the French strings:
 * `{ en: { cart: { title: "Your cart" } }, fr: () => import("./fr.json") }`.
 */
export type ThemeTranslations = BundledTranslations;

export interface ThemeDefinition {
  handle: string;
  pages: ThemePages;
  layouts: ThemeLayouts;
  translations: ThemeTranslations;
  /** The theme's own settings groups, after the spec's (`themeSchema(theme)` gives the whole schema). */
  settings: ThemeSettingsSchema;
  /** Its home page's section types and default arrangement; `null` for a fixed home page. */
  sections: ThemeSectionsSchema | null;
}

export interface ThemeInput {
  handle: string;
  pages?: ThemePages;
  layouts?: ThemeLayouts;
  translations?: ThemeTranslations;
  /**
   * The theme's own settings groups, shown in the customizer after the spec's settings (which
   * every theme has, `BASE_SETTINGS_SCHEMA`, and may not declare again). Its components read them
   * with `useThemeSetting(id)`, and its CSS as `--vt-setting-{id}` for colours, ranges and fonts.
   */
  settings?: ThemeSettingsSchema;
  /**
   * The section types its home page is made of and the arrangement it shows until the owner makes
   * their own in the customizer (`home_sections`). The theme renders them with `SectionList`.
   */
  sections?: ThemeSectionsSchema;
}

const layoutNameSet: ReadonlySet<string> = new Set(LAYOUT_NAMES);

/**
 * Declares a theme: the pages it provides by route name, the layouts it frames them in, its
 * translations and its own settings. The default theme provides every page; a shop's theme script
 * provides only the pages it replaces. Unknown page or layout names throw at once, because a theme
 * script is loaded at start-up and a misspelt name would otherwise never show its page. The
 * settings and sections schemas are checked where a theme enters the platform, not here in every
 * visitor's browser (`themeSchemaProblems`): `vitrine theme build` and `theme dev` report their
 * problems, the shop refuses an upload with any, and the host a theme script with any.
 * The pages and layouts of a theme with its own settings are rendered under its schema, so
 * `useThemeSetting` finds them wherever the host mixes its pages with the default theme's.
 *
 * @example
 * export default defineTheme({
 *   handle: "minimal",
 *   pages: { home: MinimalHome, product: MinimalProduct },
 *   translations: { en: { "home.title": "Welcome" } },
 *   settings: [{ id: "hero", label: "Hero", settings: [
 *     { type: "text", id: "hero_heading", label: "Heading", default: "" },
 *   ] }],
 * });
 */
export function defineTheme(input: ThemeInput): ThemeDefinition {
  if (!THEME_HANDLE.test(input.handle)) {
    throw new TypeError(
      `defineTheme: handle "${input.handle}" must be lowercase letters, digits and dashes`,
    );
  }
  const pages = input.pages ?? {};
  const layouts = input.layouts ?? {};
  const unknownPage = Object.keys(pages).find((name) => !isRouteName(name));
  if (unknownPage !== undefined) {
    throw new TypeError(`defineTheme(${input.handle}): "${unknownPage}" is not a route name`);
  }
  const unknownLayout = Object.keys(layouts).find((name) => !layoutNameSet.has(name));
  if (unknownLayout !== undefined) {
    throw new TypeError(`defineTheme(${input.handle}): "${unknownLayout}" is not a layout name`);
  }
  const settings = input.settings ?? [];
  return {
    handle: input.handle,
    pages: settings.length === 0 ? pages : underSchema(pages, settings),
    layouts: settings.length === 0 ? layouts : underSchema(layouts, settings),
    translations: input.translations ?? {},
    settings,
    sections: input.sections ?? null,
  };
}

/**
 * A theme's whole settings schema: the spec's settings, then the theme's own. What the customizer
 * shows and what saved settings are checked against.
 *
 * @example
 * themeSchema(defineTheme({ handle: "x", settings: [hero] })).map((group) => group.id)
 * // → ["typography", "layout", "corners", "colors", "hero"]
 */
export function themeSchema(theme: Pick<ThemeDefinition, "settings">): ThemeSettingsSchema {
  return themeSettingsSchema(theme.settings);
}

// Each component wrapped once, here, so the host renders the same component on every render.
function underSchema<Components extends object>(
  components: Components,
  settings: ThemeSettingsSchema,
): Components {
  const wrapped: Record<string, ComponentType<object>> = {};
  for (const [name, Component] of Object.entries(components) as [string, ComponentType<object>][]) {
    if (Component === undefined) continue;
    const Themed = (props: object) =>
      createElement(ThemeSettingsSchemaProvider, { settings }, createElement(Component, props));
    Themed.displayName = `Themed(${Component.displayName ?? Component.name ?? name})`;
    wrapped[name] = Themed;
  }
  return wrapped as Components;
}
