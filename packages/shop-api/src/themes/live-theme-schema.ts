import {
  DEFAULT_THEME_SECTIONS,
  type ThemeManifest,
  type ThemeSectionsSchema,
  type ThemeSettingsSchema,
  themeSettingsSchema,
} from "@vitrine/contract";
import type { ShopDatabase } from "../db/database";
import type { ShopRow } from "../db/schema";
import { liveManifest } from "./theme-versions";

/** A theme whose home page is fixed: no section types, nothing to arrange. */
const NO_SECTIONS: ThemeSectionsSchema = Object.freeze({ types: [], home: [] });

/** What a shop's settings are checked against: its live theme's schemas. */
export interface ThemeSchemas {
  handle: string;
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
export function schemasOf(handle: string, manifest: ThemeManifest | null): ThemeSchemas {
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
  return schemasOf(shop.theme_handle ?? "default", await liveManifest(db, shop));
}
