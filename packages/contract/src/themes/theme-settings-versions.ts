import type { ThemeSectionsSchema } from "../theme-sections/section-schema";
import type { ThemeSettingsSchema } from "../theme-settings/settings-schema";
import type { IsoDateTime } from "../types/common";
import type { ThemeSettings } from "../types/shop";
import type { ThemeRef } from "./theme-ref";

/** Who published a version of the settings (`null` for the settings the shop started with). */
export interface SettingsAuthor {
  id: string;
  email: string;
}

/**
 * What the customizer opens with (`GET THEME_SETTINGS_API_PATH`): the live theme and its whole
 * schema (the spec's settings and the theme's own), the published settings and, when the owner
 * saved one, the draft. `revision` counts every save of this shop's settings (draft, publish,
 * restore, discard): each write names the revision it was based on, and an older one is refused
 * with 409, so two tabs never overwrite each other silently.
 */
export interface ThemeSettingsState {
  /** The theme the state is for: the live one, or the one asked for with `?theme=handle@version`. */
  handle: string;
  /** Its version; `null` for the bundled `default` theme. */
  version: number | null;
  /** Whether it is the shop's live theme; publishing a theme that is not makes it live. */
  live: boolean;
  schema: ThemeSettingsSchema;
  /** The theme's home page sections; no types for a theme with a fixed home page. */
  sections: ThemeSectionsSchema;
  revision: number;
  published: {
    version: number;
    settings: ThemeSettings;
    publishedAt: IsoDateTime | null;
    publishedBy: SettingsAuthor | null;
  };
  draft: { settings: ThemeSettings; savedAt: IsoDateTime; savedBy: SettingsAuthor } | null;
}

/**
 * `PUT …/draft` and `POST …/publish`: the whole settings, and the revision they were edited from.
 * `theme` (the live theme when absent) is the theme they are checked against; a publish with a
 * theme that is not live makes it live with these settings, in one step.
 */
export interface ThemeSettingsWrite {
  settings: ThemeSettings;
  baseRevision: number;
  theme?: ThemeRef;
}

/** `DELETE …/draft?baseRevision=n` discards the draft; `POST …/restore` publishes an old version again. */
export interface ThemeSettingsRestore {
  version: number;
  baseRevision: number;
}

/** One published version of the settings, newest first in `GET …/versions`. */
export interface ThemeSettingsVersion {
  version: number;
  publishedAt: IsoDateTime | null;
  publishedBy: SettingsAuthor | null;
  /** The version this one brought back, when it was a restore. */
  restoredFrom: number | null;
  live: boolean;
}

/** The shop's theme settings, for its creator: state, draft, publish, versions, restore. */
export const THEME_SETTINGS_API_PATH = "/api/creators/theme-settings";
