import type { ColorScheme } from "@vitrine/contract";

/**
 * Colour schemes a theme developer switches in the toolbar. They are a list of the shop's settings
 * (`color_schemes`), not a setting of the schema, so they get presets rather than controls.
 */
const COLOR_PRESETS = {
  light: [
    { id: "scheme-1", text_color: "#111827", background_color: "#ffffff" },
    { id: "scheme-2", text_color: "#ffffff", background_color: "#111827" },
  ],
  dark: [
    { id: "scheme-1", text_color: "#f3f4f6", background_color: "#18181b" },
    { id: "scheme-2", text_color: "#18181b", background_color: "#fde68a" },
  ],
  warm: [
    { id: "scheme-1", text_color: "#3b1f0e", background_color: "#fff7ed" },
    { id: "scheme-2", text_color: "#fff7ed", background_color: "#9a3412" },
  ],
  contrast: [
    { id: "scheme-1", text_color: "#000000", background_color: "#ffffff" },
    { id: "scheme-2", text_color: "#ffffff", background_color: "#000000" },
  ],
} satisfies Record<string, ColorScheme[]>;

function toolbar(title: string, icon: "globe" | "paintbrush", values: readonly string[]) {
  return {
    description: title,
    toolbar: { title, icon, items: [...values], dynamicTitle: true },
  };
}

/** Storybook `globalTypes`: the locale (one per locale of the strings) and the colour schemes. */
export function storyGlobalTypes(locales: readonly string[]) {
  return {
    locale: toolbar("Locale", "globe", locales),
    colorScheme: toolbar("Colours", "paintbrush", Object.keys(COLOR_PRESETS)),
  };
}

export function storyInitialGlobals(locales: readonly string[]) {
  return { locale: locales[0] ?? "en", colorScheme: "light" };
}

/**
 * The colour schemes the toolbar's preset makes.
 *
 * @example
 * colorSchemesFromGlobals({ colorScheme: "dark" })[0] // { id: "scheme-1", text_color: "#f3f4f6", … }
 */
export function colorSchemesFromGlobals(globals: Record<string, unknown>): ColorScheme[] {
  const preset = COLOR_PRESETS[String(globals.colorScheme) as keyof typeof COLOR_PRESETS];
  return preset ?? COLOR_PRESETS.light;
}
