import {
  THEME_SETTINGS_API_PATH,
  type ThemeSettingsRestore,
  type ThemeSettingsState,
  type ThemeSettingsVersion,
  type ThemeSettingsWrite,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

/**
 * The shop's theme settings, for its own creator (`membershipBase`, `Authorization: Bearer`):
 * the state with its draft, saving and discarding the draft, publishing, the published versions
 * and restoring one. Every write answers the new state; one based on an old `revision` fails with
 * an ApiError whose `statusCode` is 409 (`code` VERSION_CONFLICT), a value the theme's schema does
 * not allow with 400 (`code` VALIDATION_ERROR, `data.issues` naming each field).
 *
 * @example
 * const state = await api.themeSettings.get();
 * await api.themeSettings.publish({ settings: { ...state.published.settings, page_width: 1440 }, baseRevision: state.revision });
 */
export interface ThemeSettingsApi {
  get(options?: RequestOptions): Promise<ThemeSettingsState>;
  saveDraft(write: ThemeSettingsWrite, options?: RequestOptions): Promise<ThemeSettingsState>;
  discardDraft(baseRevision: number, options?: RequestOptions): Promise<ThemeSettingsState>;
  publish(write: ThemeSettingsWrite, options?: RequestOptions): Promise<ThemeSettingsState>;
  /** Newest first, `live` on the published one. */
  listVersions(options?: RequestOptions): Promise<ThemeSettingsVersion[]>;
  restore(restore: ThemeSettingsRestore, options?: RequestOptions): Promise<ThemeSettingsState>;
}

export function createThemeSettingsApi(client: HttpClient): ThemeSettingsApi {
  const path = THEME_SETTINGS_API_PATH;
  return {
    get: async (options) => client.data(path, {}, options),
    saveDraft: async (write, options) =>
      client.data(`${path}/draft`, { method: "PUT", body: { ...write } }, options),
    discardDraft: async (baseRevision, options) =>
      client.data(`${path}/draft`, { method: "DELETE", query: { baseRevision } }, options),
    publish: async (write, options) =>
      client.data(`${path}/publish`, { method: "POST", body: { ...write } }, options),
    listVersions: async (options) => client.data(`${path}/versions`, {}, options),
    restore: async (restore, options) =>
      client.data(`${path}/restore`, { method: "POST", body: { ...restore } }, options),
  };
}
