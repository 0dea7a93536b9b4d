import * as z from "zod/mini";
import type { ThemeSectionsSchema } from "../theme-sections/section-schema";
import { sectionsSchemaProblems } from "../theme-sections/section-schema-problems";
import type { ThemeSettingsSchema } from "../theme-settings/settings-schema";
import { isSettingsSchema } from "../theme-settings/settings-schema-problems";
import { isoDateTime } from "../types/common";
import type { ThemeSettings } from "../types/shop";
import { THEME_HANDLE } from "./theme-ref";

/** Who published a version of the settings (`null` for the settings the shop started with). */
export const settingsAuthor = z.object({ id: z.string(), email: z.string() });
export type SettingsAuthor = z.output<typeof settingsAuthor>;

/** The settings as one object; each value is checked against the theme's schema on the server. */
const settingsValues = z.custom<ThemeSettings>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
);

/** How many times the shop's settings were written: what a write is based on. */
export const settingsRevision = z.number().check(z.int(), z.minimum(0));

/**
 * A theme named in a write (`ThemeRef`): a published version of one of the shop's themes, or the
 * bundled `default`, which has no version.
 *
 * @example
 * z.safeParse(themeRefInput, { handle: "minimal", version: 2 }).success // → true
 * z.safeParse(themeRefInput, { handle: "minimal", version: null }).success // → false
 */
export const themeRefInput = z
  .object({
    handle: z.string().check(z.regex(THEME_HANDLE)),
    version: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1)))),
  })
  .check(
    z.refine(
      (ref) => (ref.handle === "default") === (ref.version === null || ref.version === undefined),
      "must be default without a version, or another theme with one",
    ),
  );

/**
 * What the customizer opens with (`GET THEME_SETTINGS_API_PATH`): the live theme and its whole
 * schema (the spec's settings and the theme's own), the published settings and, when the owner
 * saved one, the draft. `revision` counts every save of this shop's settings (draft, publish,
 * restore, discard): each write names the revision it was based on, and an older one is refused
 * with 409, so two tabs never overwrite each other silently.
 */
export const themeSettingsState = z.object({
  /** The theme the state is for: the live one, or the one asked for with `?theme=handle@version`. */
  handle: z.string(),
  /** Its version; `null` for the bundled `default` theme. */
  version: z.nullable(z.number()),
  /** Whether it is the shop's live theme; publishing a theme that is not makes it live. */
  live: z.boolean(),
  schema: z.custom<ThemeSettingsSchema>(isSettingsSchema),
  /** The theme's home page sections; no types for a theme with a fixed home page. */
  sections: z.custom<ThemeSectionsSchema>((value) => sectionsSchemaProblems(value).length === 0),
  revision: settingsRevision,
  published: z.object({
    version: z.number(),
    settings: settingsValues,
    publishedAt: z.nullable(isoDateTime),
    publishedBy: z.nullable(settingsAuthor),
  }),
  draft: z.nullable(
    z.object({ settings: settingsValues, savedAt: isoDateTime, savedBy: settingsAuthor }),
  ),
});
export type ThemeSettingsState = z.output<typeof themeSettingsState>;

/**
 * `PUT …/draft` and `POST …/publish`: the whole settings, and the revision they were edited from.
 * `theme` (the live theme when absent) is the theme they are checked against; a publish with a
 * theme that is not live makes it live with these settings, in one step.
 */
export const themeSettingsWrite = z.object({
  settings: settingsValues,
  baseRevision: settingsRevision,
  theme: z.optional(themeRefInput),
});
export type ThemeSettingsWrite = z.input<typeof themeSettingsWrite>;

/** `DELETE …/draft?baseRevision=n` discards the draft; `POST …/restore` publishes an old version again. */
export const themeSettingsRestore = z.object({
  version: z.number().check(z.int(), z.minimum(1)),
  baseRevision: settingsRevision,
});
export type ThemeSettingsRestore = z.output<typeof themeSettingsRestore>;

/** One published version of the settings, newest first in `GET …/versions`. */
export const themeSettingsVersion = z.object({
  version: z.number(),
  publishedAt: z.nullable(isoDateTime),
  publishedBy: z.nullable(settingsAuthor),
  /** The version this one brought back, when it was a restore. */
  restoredFrom: z.nullable(z.number()),
  live: z.boolean(),
});
export type ThemeSettingsVersion = z.output<typeof themeSettingsVersion>;

/** The shop's theme settings, for its creator: state, draft, publish, versions, restore. */
export const THEME_SETTINGS_API_PATH = "/api/creators/theme-settings";

/** How many schedules a shop may have waiting at once. */
export const MAX_PENDING_SCHEDULES = 10;
/** How far ahead a publish may be scheduled: a year. */
export const MAX_SCHEDULE_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * `POST …/schedules`: settings of the live theme to publish at `publishAt` (an instant, the
 * owner's local time sent in UTC), edited from `baseRevision` (409 when the settings changed
 * since). They are checked against the live theme now, and again when they go live.
 */
export const themeSettingsScheduleCreate = z.object({
  settings: settingsValues,
  baseRevision: settingsRevision,
  publishAt: isoDateTime,
});
export type ThemeSettingsScheduleCreate = z.input<typeof themeSettingsScheduleCreate>;

/**
 * Where a schedule is: `pending` until its time, then `published` (as `publishedVersion`) or
 * `failed` (the live theme changed meanwhile and the settings no longer fit it: `failure` says
 * why, nothing was published).
 */
export const SCHEDULE_STATES = ["pending", "published", "failed"] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** One scheduled publish, in `GET …/schedules`: every pending one, then the latest done ones. */
export const themeSettingsSchedule = z.object({
  id: z.string(),
  publishAt: isoDateTime,
  state: z.enum(SCHEDULE_STATES),
  /** The theme the settings were checked against when scheduled. */
  theme: z.object({ handle: z.string(), version: z.nullable(z.number()) }),
  createdBy: settingsAuthor,
  createdAt: isoDateTime,
  publishedVersion: z.nullable(z.number()),
  failure: z.nullable(z.string()),
});
export type ThemeSettingsSchedule = z.output<typeof themeSettingsSchedule>;

/**
 * Why a publish cannot be scheduled at `publishAt`, or null when it can: it must be after `now`
 * and at most `MAX_SCHEDULE_AHEAD_MS` later. The customizer says so before sending; shop-api
 * refuses with it (400 on `publishAt`).
 *
 * @example
 * const now = new Date("2026-11-28T12:00:00Z");
 * schedulePublishAtProblem(new Date("2026-11-28T18:00:00Z"), now) // → null
 * schedulePublishAtProblem(new Date("2026-11-28T11:00:00Z"), now) // → "must be in the future"
 * schedulePublishAtProblem(new Date("2028-01-01T00:00:00Z"), now) // → "must be at most a year ahead"
 */
export function schedulePublishAtProblem(publishAt: Date, now: Date): string | null {
  const ahead = publishAt.getTime() - now.getTime();
  if (Number.isNaN(ahead)) return "must be a date and time";
  if (ahead <= 0) return "must be in the future";
  if (ahead > MAX_SCHEDULE_AHEAD_MS) return "must be at most a year ahead";
  return null;
}
