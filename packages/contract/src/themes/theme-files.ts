import type { ThemeSectionsSchema } from "../theme-sections/section-schema";
import type { ThemeSettingsSchema } from "../theme-settings/settings-schema";
import type { IsoDateTime } from "../types/common";
import type { ThemeVersionHealth } from "./theme-health";

/** One built file of a theme version, as its manifest lists it. */
export interface ThemeFile {
  /** Path inside the version, content-hashed: `theme.3f9a1c2b.js`, `theme.77e0d1aa.css`. */
  path: string;
  bytes: number;
  /** Hex SHA-256 of the file's bytes; the server recomputes it. */
  sha256: string;
}

/**
 * What `vitrine theme build` writes beside the files (`manifest.json`) and what an upload
 * carries: the theme's handle, its own settings groups (the spec's come first for every theme),
 * the locales it translates, the entry script and stylesheets, every file, and the gzip size the
 * budget is counted on.
 */
export interface ThemeManifest {
  handle: string;
  settings: ThemeSettingsSchema;
  /**
   * The home page's section types and default arrangement, when the theme's home page is made of
   * sections the owner arranges; absent for a theme with a fixed home page.
   */
  sections?: ThemeSectionsSchema;
  locales: string[];
  /** The ES module the host imports, one of `files`. */
  entry: string;
  /** Stylesheets the page head links, in order; each one of `files`. */
  styles: string[];
  files: ThemeFile[];
  /**
   * Every file (entry, chunks, stylesheets), each gzipped at level 9, summed: what the budget
   * (`THEME_LIMITS.gzipBudgetBytes`) counts, by `themeBudget` of `@vitrine/contract/theme-budget`.
   * The server recomputes it and stores its own figure.
   */
  gzipBytes: number;
}

/** `POST /api/creators/themes`: the manifest and each file's bytes, base64, by path. */
export interface ThemeUpload {
  manifest: ThemeManifest;
  files: Record<string, string>;
}

/** One published version of one of the shop's themes, as `GET /api/creators/themes` lists it. */
export interface ThemeVersion {
  handle: string;
  /** 1, 2, 3… per handle in this shop. */
  version: number;
  /**
   * SHA-256 over the handle, entry, styles, settings, locales and each file's path and hash: two
   * uploads of the same build share it (and publish no second version).
   */
  hash: string;
  bytes: number;
  gzipBytes: number;
  publishedAt: IsoDateTime;
  publishedBy: { id: string; email: string };
  live: boolean;
  /** The entry script's immutable address on the assets host. */
  scriptUrl: string;
  /** Whether the platform still renders it on the server, and if not, why. */
  health: ThemeVersionHealth;
}

/** `POST /api/creators/themes/live`: make a published version the shop's live theme. */
export interface ThemeLiveRequest {
  handle: string;
  version: number;
}

/** `POST /api/creators/themes/preview`: where the creator's theme under development is served. */
export interface ThemePreviewRequest {
  /** The dev server's origin, loopback only: `http://127.0.0.1:5174`. */
  origin: string;
  /** The theme's handle, as its `defineTheme` names it. */
  handle: string;
}

/** The one-time address that gives the browser opening it the preview cookie. */
export interface ThemePreviewGrant {
  url: string;
  expiresAt: IsoDateTime;
}

/** Bounds on an upload, checked by the CLI before it sends and by the server when it receives. */
export const THEME_LIMITS = Object.freeze({
  files: 50,
  fileBytes: 1_000_000,
  totalBytes: 2_000_000,
  /** Every file of a version, gzipped, beyond the host's shared modules: 30 KB. */
  gzipBudgetBytes: 30 * 1024,
});

/** Every call about a shop's themes, for its creator only. */
export const THEMES_API_PATH = "/api/creators/themes";

/** The signed cookie that shows the creator's browser the theme under development. */
export const THEME_PREVIEW_COOKIE = "vitrine_theme_preview";
