import type { ThemeSettings } from "@vitrine/contract";

/**
 * Theme settings a theme developer switches in Storybook's toolbar (globals), each a preset of
 * the settings the customizer edits, so every story shows how the theme follows them.
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
} satisfies Record<string, ThemeSettings["color_schemes"]>;

const SPACING_PRESETS = {
  compact: { spacing_sections: 16, spacing_grid_horizontal: 8, spacing_grid_vertical: 8 },
  default: { spacing_sections: 48, spacing_grid_horizontal: 24, spacing_grid_vertical: 32 },
  roomy: { spacing_sections: 112, spacing_grid_horizontal: 48, spacing_grid_vertical: 64 },
} satisfies Record<string, Partial<ThemeSettings>>;

const RADIUS_PRESETS = {
  square: { button_border_radius: 0, input_border_radius: 0, image_border_radius: 0 },
  default: { button_border_radius: 8, input_border_radius: 6, image_border_radius: 12 },
  round: { button_border_radius: 40, input_border_radius: 20, image_border_radius: 32 },
} satisfies Record<string, Partial<ThemeSettings>>;

const FONT_PRESETS = {
  sans: { body_font: "system-ui", heading_font: "system-ui", heading_text_transform: "none" },
  serif: { body_font: "serif", heading_font: "serif", heading_text_transform: "none" },
  display: {
    body_font: "system-ui",
    heading_font: "monospace",
    heading_text_transform: "uppercase",
  },
} satisfies Record<string, Partial<ThemeSettings>>;

const WIDTH_PRESETS = {
  narrow: { page_width: 900, logo_width: 90 },
  default: { page_width: 1200, logo_width: 120 },
  wide: { page_width: 1600, logo_width: 160 },
} satisfies Record<string, Partial<ThemeSettings>>;

function toolbar(title: string, icon: string, values: readonly string[]) {
  return {
    description: title,
    toolbar: { title, icon, items: [...values], dynamicTitle: true },
  };
}

/** Storybook `globalTypes`: the locale and the theme-setting presets. */
export const themeGlobalTypes = {
  locale: toolbar("Locale", "globe", ["en", "fr"]),
  colorScheme: toolbar("Colours", "paintbrush", Object.keys(COLOR_PRESETS)),
  pageWidth: toolbar("Page width", "ruler", Object.keys(WIDTH_PRESETS)),
  spacing: toolbar("Spacing", "grid", Object.keys(SPACING_PRESETS)),
  radius: toolbar("Radii", "circle", Object.keys(RADIUS_PRESETS)),
  font: toolbar("Fonts", "document", Object.keys(FONT_PRESETS)),
};

export const themeInitialGlobals = {
  locale: "en",
  colorScheme: "light",
  pageWidth: "default",
  spacing: "default",
  radius: "default",
  font: "sans",
};

function pick<T>(presets: Record<string, T>, key: unknown, fallback: string): T {
  return (presets[String(key)] ?? presets[fallback]) as T;
}

/**
 * The theme settings the toolbar's presets make, over `base`.
 *
 * @example
 * settingsFromGlobals(base, { spacing: "roomy" }).spacing_sections // 112
 */
export function settingsFromGlobals(
  base: ThemeSettings,
  globals: Record<string, unknown>,
): ThemeSettings {
  return {
    ...base,
    color_schemes: pick(COLOR_PRESETS, globals.colorScheme, "light"),
    ...pick(WIDTH_PRESETS, globals.pageWidth, "default"),
    ...pick(SPACING_PRESETS, globals.spacing, "default"),
    ...pick(RADIUS_PRESETS, globals.radius, "default"),
    ...pick(FONT_PRESETS, globals.font, "sans"),
  };
}
