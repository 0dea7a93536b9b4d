import * as z from "zod/mini";
import type { ThemeSectionsSchema } from "../theme-sections/section-schema";
import { sectionsSchemaProblems } from "../theme-sections/section-schema-problems";
import { themeSettingsSchema } from "../theme-settings/base-settings-schema";
import type { ThemeSettingsSchema } from "../theme-settings/settings-schema";
import { isSettingsSchema } from "../theme-settings/settings-schema-problems";
import { isoDateTime } from "../types/common";
import type { ThemeSettings } from "../types/shop";
import { THEME_HANDLE } from "./theme-ref";

/** Where `vitrine theme dev`'s server describes its current build, on its origin. */
export const DEV_MANIFEST_PATH = "/manifest.json";

/**
 * What the dev server says of its build at `DEV_MANIFEST_PATH`: the theme's handle, its own
 * settings groups and its home page's sections (`null` for a fixed home page), the same facts a
 * published version's manifest holds.
 */
export interface DevManifest {
  handle: string;
  settings: ThemeSettingsSchema;
  sections: ThemeSectionsSchema | null;
}

/**
 * The dev server's manifest when it is one, else why not. The dev server is the developer's own
 * and runs their code: the customizer builds its panel only from what the contract's schema
 * checks accept, as it does from a published manifest.
 *
 * @example
 * devManifestOf({ handle: "studio", settings: [], sections: null }) // → { manifest: { handle: "studio", … } }
 * devManifestOf({ handle: "Studio!" }) // → { problem: "handle: must be a theme handle" }
 */
export function devManifestOf(
  value: unknown,
): { manifest: DevManifest; problem?: undefined } | { manifest?: undefined; problem: string } {
  if (typeof value !== "object" || value === null) return { problem: "must be an object" };
  const { handle, settings, sections } = value as Record<string, unknown>;
  if (typeof handle !== "string" || !THEME_HANDLE.test(handle)) {
    return { problem: "handle: must be a theme handle" };
  }
  if (!isSettingsSchema(settings) || !isSettingsSchema(themeSettingsSchema(settings))) {
    return { problem: "settings: must be settings groups" };
  }
  const [wrong] =
    sections === null || sections === undefined ? [] : sectionsSchemaProblems(sections);
  if (wrong) return { problem: `sections.${wrong.field}: ${wrong.message}` };
  return {
    manifest: {
      handle,
      settings,
      sections: (sections ?? null) as ThemeSectionsSchema | null,
    },
  };
}

/**
 * The settings the owner tried in the customizer on a theme under development: a draft of one
 * preview (the browser's preview cookie, for its creator's session), never published; `null`
 * until one is saved.
 */
export const themePreviewDraft = z.object({
  /** The dev server's origin and the theme's handle, as the preview names them. */
  origin: z.string(),
  handle: z.string(),
  settings: z.nullable(
    z.custom<ThemeSettings>(
      (value) => typeof value === "object" && value !== null && !Array.isArray(value),
    ),
  ),
  savedAt: z.nullable(isoDateTime),
});
export type ThemePreviewDraft = z.output<typeof themePreviewDraft>;

/** `PUT …/preview-draft`: the settings to keep for this preview, or `null` to drop them. */
export const themePreviewDraftWrite = z.object({
  settings: themePreviewDraft.shape.settings,
});
export type ThemePreviewDraftWrite = z.input<typeof themePreviewDraftWrite>;
