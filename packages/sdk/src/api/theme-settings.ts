import {
  THEME_CHOICE_QUERY,
  THEMES_API_PATH,
  type ThemePreviewDraft,
  type ThemePreviewDraftWrite,
  type ThemeRef,
  type ThemeSettingsRestore,
  type ThemeSettingsSchedule,
  type ThemeSettingsScheduleCreate,
  type ThemeSettingsState,
  type ThemeSettingsVersion,
  type ThemeSettingsWrite,
  type ThemeVersion,
  themePreviewDraftRoutes,
  themeRefText,
  themeSettingsRoutes,
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
 * // Another of the shop's themes: its schemas, then published with it, which makes it live.
 * const other = await api.themeSettings.get({ handle: "minimal", version: 2 });
 * await api.themeSettings.publish({ settings, baseRevision: other.revision, theme: { handle: "minimal", version: 2 } });
 */
export interface ThemeSettingsApi {
  /** The state for `theme` (its schemas; `live` says whether it is live), the live theme's without. */
  get(theme?: ThemeRef, options?: RequestOptions): Promise<ThemeSettingsState>;
  saveDraft(write: ThemeSettingsWrite, options?: RequestOptions): Promise<ThemeSettingsState>;
  discardDraft(baseRevision: number, options?: RequestOptions): Promise<ThemeSettingsState>;
  publish(write: ThemeSettingsWrite, options?: RequestOptions): Promise<ThemeSettingsState>;
  /** Newest first, `live` on the published one. */
  listVersions(options?: RequestOptions): Promise<ThemeSettingsVersion[]>;
  restore(restore: ThemeSettingsRestore, options?: RequestOptions): Promise<ThemeSettingsState>;
  /** The shop's published theme versions (`THEMES_API_PATH`), newest first, to choose one from. */
  listThemes(options?: RequestOptions): Promise<ThemeVersion[]>;
  /**
   * Schedules the live theme's settings to go live at `publishAt` (an ISO instant); answers the
   * schedules. 400 for a time past or over a year ahead, 409 on a stale revision or too many.
   */
  createSchedule(
    schedule: ThemeSettingsScheduleCreate,
    options?: RequestOptions,
  ): Promise<ThemeSettingsSchedule[]>;
  /** The pending schedules, soonest first, then the latest done (published or failed). */
  listSchedules(options?: RequestOptions): Promise<ThemeSettingsSchedule[]>;
  /** Cancels a pending schedule; answers the schedules left. */
  cancelSchedule(id: string, options?: RequestOptions): Promise<ThemeSettingsSchedule[]>;
  /**
   * The draft of the theme under development this browser previews (its preview cookie, sent by
   * the browser): 404 NO_PREVIEW without one. Never published.
   */
  getPreviewDraft(options?: RequestOptions): Promise<ThemePreviewDraft>;
  /** Keeps the settings as that preview's draft (`null` drops them). */
  savePreviewDraft(
    write: ThemePreviewDraftWrite,
    options?: RequestOptions,
  ): Promise<ThemePreviewDraft>;
}

export function createThemeSettingsApi(client: HttpClient): ThemeSettingsApi {
  const {
    get,
    saveDraft,
    discardDraft,
    publish,
    listVersions,
    restore,
    createSchedule,
    listSchedules,
    cancelSchedule,
  } = themeSettingsRoutes;
  return {
    get: async (theme, options) =>
      client.call(
        get,
        theme === undefined ? {} : { query: { [THEME_CHOICE_QUERY]: themeRefText(theme) } },
        options,
      ),
    saveDraft: async (write, options) => client.call(saveDraft, { body: write }, options),
    discardDraft: async (baseRevision, options) =>
      client.call(discardDraft, { query: { baseRevision } }, options),
    publish: async (write, options) => client.call(publish, { body: write }, options),
    listVersions: async (options) => client.call(listVersions, {}, options),
    restore: async (target, options) => client.call(restore, { body: target }, options),
    listThemes: async (options) => client.data(THEMES_API_PATH, {}, options),
    createSchedule: async (schedule, options) =>
      client.call(createSchedule, { body: schedule }, options),
    listSchedules: async (options) => client.call(listSchedules, {}, options),
    cancelSchedule: async (id, options) => client.call(cancelSchedule, { params: { id } }, options),
    getPreviewDraft: async (options) =>
      client.call(themePreviewDraftRoutes.getPreviewDraft, {}, options),
    savePreviewDraft: async (write, options) =>
      client.call(themePreviewDraftRoutes.savePreviewDraft, { body: write }, options),
  };
}
