import type { ThemeSettings } from "@vitrine/contract";

/** The customizer's message carrying the owner's current theme settings. */
export interface ThemeSettingsMessage {
  type: "vitrine:theme-settings";
  settings: Partial<ThemeSettings>;
}

/** The storefront's message to the customizer once it listens. */
export interface ReadyMessage {
  type: "vitrine:ready";
}

export const THEME_SETTINGS_MESSAGE =
  "vitrine:theme-settings" satisfies ThemeSettingsMessage["type"];
export const READY_MESSAGE = "vitrine:ready" satisfies ReadyMessage["type"];

/**
 * The message as a settings update when it has that shape, else `undefined`. Only the envelope is
 * checked here; each setting's value is checked by `themeCssVariables`, which replaces invalid
 * values by defaults.
 *
 * @example
 * parseThemeSettingsMessage({ type: "vitrine:theme-settings", settings: { page_width: 1600 } })
 * // → { type: "vitrine:theme-settings", settings: { page_width: 1600 } }
 * parseThemeSettingsMessage({ type: "vitrine:theme-settings", settings: "x" }) // → undefined
 */
export function parseThemeSettingsMessage(data: unknown): ThemeSettingsMessage | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { type, settings } = data as Record<string, unknown>;
  if (type !== THEME_SETTINGS_MESSAGE) return undefined;
  if (typeof settings !== "object" || settings === null || Array.isArray(settings))
    return undefined;
  return { type, settings: settings as Partial<ThemeSettings> };
}
