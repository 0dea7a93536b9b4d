import type { ThemeSettings } from "@vitrine/contract";

/**
 * The messages between the customizer's editor (`customize.html`) and its bridge in the framed
 * storefront (`?customizing`), the only module both import. Each side posts to the other's exact
 * origin (never `*`) and drops a message whose `event.origin` is not that origin.
 */

/** The editor's message carrying the owner's current theme settings. */
export interface ThemeSettingsMessage {
  type: "vitrine:theme-settings";
  settings: Partial<ThemeSettings>;
}

/** The storefront's message to the editor once it listens. */
export interface ReadyMessage {
  type: "vitrine:ready";
}

export const THEME_SETTINGS_MESSAGE =
  "vitrine:theme-settings" satisfies ThemeSettingsMessage["type"];
export const READY_MESSAGE = "vitrine:ready" satisfies ReadyMessage["type"];

/** The bridge's announcement that it (re)loaded and listens. */
export const readyMessage: ReadyMessage = Object.freeze({ type: READY_MESSAGE });

/**
 * The settings as the frame gets them: `home_sections` always named, so settings without one (the
 * theme's own home page) replace the frame's arrangement instead of leaving it, the frame laying
 * each update over what it has.
 *
 * @example
 * themeSettingsMessage({ page_width: 1600 })
 * // → { type: "vitrine:theme-settings", settings: { page_width: 1600, home_sections: undefined } }
 */
export function themeSettingsMessage(settings: ThemeSettings): ThemeSettingsMessage {
  return {
    type: THEME_SETTINGS_MESSAGE,
    settings: { ...settings, home_sections: settings.home_sections },
  };
}

/**
 * Whether the data is the bridge's `vitrine:ready`.
 *
 * @example
 * isReadyMessage({ type: "vitrine:ready" }) // → true
 * isReadyMessage("vitrine:ready") // → false
 */
export function isReadyMessage(data: unknown): data is ReadyMessage {
  return (data as { type?: unknown } | null)?.type === READY_MESSAGE;
}

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
