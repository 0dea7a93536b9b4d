import type { ComponentType, ReactNode } from "react";
import type { BundledTranslations } from "../i18n/translation-sources";
import { LAYOUT_NAMES, type LayoutName } from "../routing/layout-names";
import type { RouteParams } from "../routing/route-paths";
import { isRouteName, type PathRouteName, type RouteName } from "../routing/route-record";

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
}

export interface ThemeInput {
  handle: string;
  pages?: ThemePages;
  layouts?: ThemeLayouts;
  translations?: ThemeTranslations;
}

const handlePattern = /^[a-z0-9][a-z0-9-]{0,62}$/;
const layoutNameSet: ReadonlySet<string> = new Set(LAYOUT_NAMES);

/**
 * Declares a theme: the pages it provides by route name, the layouts it frames them in and its
 * translations. The default theme provides every page; a shop's theme script provides only the
 * pages it replaces. Unknown page or layout names throw at once, because a theme script is loaded
 * at start-up and a misspelt name would otherwise never show its page.
 *
 * @example
 * export default defineTheme({
 *   handle: "minimal",
 *   pages: { home: MinimalHome, product: MinimalProduct },
 *   translations: { en: { "home.title": "Welcome" } },
 * });
 */
export function defineTheme(input: ThemeInput): ThemeDefinition {
  if (!handlePattern.test(input.handle)) {
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
  return { handle: input.handle, pages, layouts, translations: input.translations ?? {} };
}
