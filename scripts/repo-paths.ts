import { resolve } from "node:path";

/** Folders of the checkout the scripts work on, whatever the current directory. */
export const REPO_ROOT = resolve(import.meta.dirname, "..");
export const HOST_DIR = resolve(REPO_ROOT, "host");
export const HOST_DIST_DIR = resolve(HOST_DIR, "dist");
export const THEMES_SOURCE_DIR = resolve(REPO_ROOT, "themes");
/** Where built theme scripts go, `{handle}/theme.js`; the shop API's default themes dir too. */
export const DEFAULT_THEMES_DIR = resolve(REPO_ROOT, "dist/themes");
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, ".data");
/** Where `pnpm pack-packages` writes the published packages' tarballs unless told otherwise. */
export const DEFAULT_PACKAGES_OUT_DIR = resolve(REPO_ROOT, "dist/packages");
