/**
 * The rules a theme upload must pass, run by the shop on every upload and by `vitrine theme
 * check` before one is sent (Node only: it reads files with `node:crypto` and `node:zlib`).
 */
export { importProblems, importRefusal } from "./import-problems";
export type { ThemeProblem, ThemeRule } from "./theme-problem";
export { lineAndColumn, problemLocation } from "./theme-problem";
export type { CheckedThemeUpload, UploadCheck } from "./upload-problems";
export { DEFAULT_THEME_HANDLE, THEME_FILE_PATH, uploadProblems } from "./upload-problems";
