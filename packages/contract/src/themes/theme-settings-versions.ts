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
