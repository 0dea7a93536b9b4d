import {
  DEFAULT_THEME_SECTIONS,
  type ThemeManifest,
  type ThemeRef,
  type ThemeSectionsSchema,
  type ThemeSettingsSchema,
  themeSettingsSchema,
} from "@vitrine/contract";
import type { ShopDatabase } from "../db/database";
import type { ShopRow } from "../db/schema";
import { DEFAULT_THEME_HANDLE } from "./theme-upload-check";
import { liveManifest, noSuchThemeVersion, versionManifest } from "./theme-versions";

/** A theme whose home page is fixed: no section types, nothing to arrange. */
const NO_SECTIONS: ThemeSectionsSchema = Object.freeze({ types: [], home: [] });

/** What a shop's settings are checked against: a theme's schemas, and which theme that is. */
export interface ThemeSchemas {
  handle: string;
  /** `null` for the bundled default theme. */
  version: number | null;
  /** Whether it is the shop's live theme. */
  live: boolean;
  /** The whole settings schema: the spec's groups, then the theme's own. */
  schema: ThemeSettingsSchema;
  sections: ThemeSectionsSchema;
}

/**
 * The schemas of a theme version from its manifest, or of the default theme (bundled in the host,
 * so its section types are the contract's `DEFAULT_THEME_SECTIONS`) when there is none.
 *
 * @example
 * schemasOf("default", null) // → { handle: "default", schema: BASE_SETTINGS_SCHEMA, sections: DEFAULT_THEME_SECTIONS }
 */
export function schemasOf(
  handle: string,
  manifest: ThemeManifest | null,
): Pick<ThemeSchemas, "handle" | "schema" | "sections"> {
  if (manifest === null) {
    return { handle, schema: themeSettingsSchema([]), sections: DEFAULT_THEME_SECTIONS };
  }
  return {
    handle,
    schema: themeSettingsSchema(manifest.settings),
    sections: manifest.sections ?? NO_SECTIONS,
  };
}

/** The schemas of the shop's live theme. */
export async function liveThemeSchemas(db: ShopDatabase, shop: ShopRow): Promise<ThemeSchemas> {
  return {
    ...schemasOf(shop.theme_handle ?? DEFAULT_THEME_HANDLE, await liveManifest(db, shop)),
    version: shop.theme_version,
    live: true,
  };
}

/**
 * The schemas of the theme the owner edits: `ref`, one of the shop's published versions or the
 * default theme, or the live theme when `ref` is null. 404 for a version the shop does not have.
 */
export async function themeSchemas(
  db: ShopDatabase,
  shop: ShopRow,
  ref: ThemeRef | null,
): Promise<ThemeSchemas> {
  const liveHandle = shop.theme_handle ?? DEFAULT_THEME_HANDLE;
  if (ref === null || (ref.handle === liveHandle && ref.version === shop.theme_version)) {
    return liveThemeSchemas(db, shop);
  }
  if (ref.version === null) return { ...schemasOf(ref.handle, null), version: null, live: false };
  const manifest = await versionManifest(db, shop.id, ref.handle, ref.version);
  if (manifest === null) throw noSuchThemeVersion();
  return { ...schemasOf(ref.handle, manifest), version: ref.version, live: false };
}
