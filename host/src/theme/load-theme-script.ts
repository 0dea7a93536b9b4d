import { loadSharedModules } from "vitrine:shared-modules";
import type { ThemeDefinition } from "@vitrine/sdk/react";

/** Loads an ES module by URL; the browser's `import()`, a stub in tests. */
export type ModuleImporter = (url: string) => Promise<unknown>;

// `@vite-ignore`: the address is only known at run time, Vite must leave this import alone. The
// shared modules load beside it (the script imports them through the import map anyway): imported
// from the app, the build knows they only run after it and keeps the app's first load in few chunks.
const browserImport: ModuleImporter = async (url) => {
  const [, module] = await Promise.all([loadSharedModules(), import(/* @vite-ignore */ url)]);
  return module;
};

/**
 * Imports a theme script and checks that its default export is the theme the shop asked for.
 * The script is built by `defineTheme`, which already refused unknown page and layout names; what
 * is checked here is that the module is such a theme at all, the right one, and that its settings
 * and sections schemas hold (`checkThemeSchema`).
 *
 * @example
 * await loadThemeScript("https://assets.test/themes/shop_minimal/minimal/3/theme.3f9a1c2b.js", "minimal")
 * // → { handle: "minimal", pages: { home, product }, layouts: {}, translations: { en } }
 */
export async function loadThemeScript(
  url: string,
  handle: string,
  importModule: ModuleImporter = browserImport,
): Promise<ThemeDefinition> {
  const module = (await importModule(url)) as { default?: unknown } | null;
  const theme = module?.default;
  if (!isThemeDefinition(theme)) {
    throw new TypeError(`Theme script ${url} has no theme (defineTheme(…)) as its default export`);
  }
  if (theme.handle !== handle) {
    throw new TypeError(`Theme script ${url} defines theme "${theme.handle}", not "${handle}"`);
  }
  // Loaded with the script, not with the app: only a shop with a theme script needs the rules.
  const { checkThemeSchema } = await import("./check-theme-schema");
  checkThemeSchema(theme);
  return theme;
}

function isThemeDefinition(value: unknown): value is ThemeDefinition {
  if (typeof value !== "object" || value === null) return false;
  const theme = value as Record<string, unknown>;
  return (
    typeof theme.handle === "string" &&
    isPlainObject(theme.pages) &&
    isPlainObject(theme.layouts) &&
    isPlainObject(theme.translations)
  );
}

function isPlainObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
