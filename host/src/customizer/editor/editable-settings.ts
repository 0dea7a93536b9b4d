import {
  settingsDefaults,
  settingsOfTheme,
  type ThemeRef,
  type ThemeSettings,
  type ThemeSettingsState,
} from "@vitrine/contract";
import { DEFAULT_THEME_SETTINGS } from "@vitrine/sdk";

/**
 * The settings a state puts on screen: its draft, else its published ones, over the defaults. The
 * draft is the live theme's: another theme starts from the published settings. One settings
 * object serves every theme of the shop, so only the keys this theme owns are kept
 * (`settingsOfTheme`): another theme's own settings, or a home page of section types this one
 * lacks (its default home shows instead), would make every save a 400. Publishing then leaves
 * them out of the shop's settings; an older version still holds them, to restore.
 *
 * @example
 * editable({ live: true, draft: { settings: { heading_font: "Lora", … } }, … })
 * // → { ...defaults, heading_font: "Lora", … }
 */
export function editable(state: ThemeSettingsState): ThemeSettings {
  const saved = (state.live ? state.draft?.settings : undefined) ?? state.published.settings;
  return {
    ...structuredClone(DEFAULT_THEME_SETTINGS),
    ...(settingsDefaults(state.schema) as Partial<ThemeSettings>),
    ...settingsOfTheme(state.schema, state.sections, saved),
  };
}

/**
 * The theme a state is for.
 *
 * @example
 * themeOf({ handle: "minimal", version: 2, … }) // → { handle: "minimal", version: 2 }
 */
export function themeOf(state: ThemeSettingsState): ThemeRef {
  return { handle: state.handle, version: state.version };
}
