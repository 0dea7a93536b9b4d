import * as z from "zod/mini";
import { themePreviewDraft, themePreviewDraftWrite } from "../themes/theme-preview-draft";
import { parseThemeRef, THEME_CHOICE_QUERY } from "../themes/theme-ref";
import {
  THEME_SETTINGS_API_PATH,
  themeSettingsRestore,
  themeSettingsSchedule,
  themeSettingsScheduleCreate,
  themeSettingsState,
  themeSettingsVersion,
  themeSettingsWrite,
} from "../themes/theme-settings-versions";
import { defineEndpoint } from "./endpoint";

const stateQuery = z.object({
  [THEME_CHOICE_QUERY]: z.optional(
    z
      .string()
      .check(z.refine((text) => parseThemeRef(text) !== null, "must be handle@version or default")),
  ),
});

const discardQuery = z.object({
  baseRevision: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, "must be the revision the discard is based on")),
    z.transform(Number),
  ),
});

/**
 * The shop's theme settings, for its own creator: every write names the revision it was based on
 * (409 VERSION_CONFLICT when another write came first) and answers the new state; a value the
 * theme's schema does not allow is 400 VALIDATION_ERROR naming each field.
 */
export const themeSettingsEndpoints = {
  /** The state for `?theme=handle@version` (its schemas), the live theme's without. */
  get: defineEndpoint({
    method: "GET",
    base: "membership",
    path: THEME_SETTINGS_API_PATH,
    query: stateQuery,
    answer: themeSettingsState,
    access: "creator",
  }),
  /** Saves a draft of the live theme's settings, which only its creator sees. */
  saveDraft: defineEndpoint({
    method: "PUT",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/draft`,
    body: themeSettingsWrite,
    answer: themeSettingsState,
    access: "creator",
  }),
  discardDraft: defineEndpoint({
    method: "DELETE",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/draft`,
    query: discardQuery,
    answer: themeSettingsState,
    access: "creator",
  }),
  /** Publishes the settings; with a `theme` that is not live, makes it live with them. */
  publish: defineEndpoint({
    method: "POST",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/publish`,
    body: themeSettingsWrite,
    answer: themeSettingsState,
    access: "creator",
  }),
  /** Every published version, newest first, `live` on the published one. */
  listVersions: defineEndpoint({
    method: "GET",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/versions`,
    answer: z.array(themeSettingsVersion),
    access: "creator",
  }),
  /** Publishes an old version again, as a new version. */
  restore: defineEndpoint({
    method: "POST",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/restore`,
    body: themeSettingsRestore,
    answer: themeSettingsState,
    access: "creator",
  }),
  /**
   * Schedules settings of the live theme to be published at a time: 400 for a time past or more
   * than a year ahead, or a value the theme refuses; 409 on a stale revision or past
   * `MAX_PENDING_SCHEDULES`. Does not change the revision: nothing visible changes until then.
   * Answers the schedules, as `listSchedules` does.
   */
  createSchedule: defineEndpoint({
    method: "POST",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/schedules`,
    body: themeSettingsScheduleCreate,
    answer: z.array(themeSettingsSchedule),
    access: "creator",
  }),
  /** Every pending schedule, soonest first, then the five latest done (published or failed). */
  listSchedules: defineEndpoint({
    method: "GET",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/schedules`,
    answer: z.array(themeSettingsSchedule),
    access: "creator",
  }),
  /**
   * Cancels a pending schedule and answers the schedules: 404 for none, 409 SCHEDULE_DONE once
   * it went live or failed.
   */
  cancelSchedule: defineEndpoint({
    method: "DELETE",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/schedules/:id`,
    answer: z.array(themeSettingsSchedule),
    access: "creator",
  }),
};

/**
 * The customizer's draft of a theme under development (`vitrine theme dev`'s preview). Apart from
 * `endpoints`: a call needs the browser's preview cookie, which only a browser that opened the
 * preview link holds, so the conformance suite (and the fake platform, which has no previews)
 * cannot make one; shop-api's tests cover them.
 */
export const themePreviewDraftEndpoints = {
  /**
   * The draft of the theme under development this browser previews (its preview cookie, for the
   * creator's session that started it): 404 NO_PREVIEW without one. Never published; the live
   * shop's draft and settings are untouched by it.
   */
  getPreviewDraft: defineEndpoint({
    method: "GET",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/preview-draft`,
    answer: themePreviewDraft,
    access: "creator",
  }),
  /** Keeps settings as this preview's draft (`null` drops them): 404 NO_PREVIEW without one. */
  savePreviewDraft: defineEndpoint({
    method: "PUT",
    base: "membership",
    path: `${THEME_SETTINGS_API_PATH}/preview-draft`,
    body: themePreviewDraftWrite,
    answer: themePreviewDraft,
    access: "creator",
  }),
};
