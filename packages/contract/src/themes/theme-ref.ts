/**
 * Which theme the owner means in the customizer: a published version of one of the shop's themes,
 * or the host's bundled theme (`default`, no version). Written `handle@version` (or `default`) in
 * the storefront frame's query (`THEME_CHOICE_QUERY`) and the settings API's `?theme=`.
 */
export interface ThemeRef {
  handle: string;
  version: number | null;
}

/** The query parameter the customizer's frame and the settings API read a `ThemeRef` from. */
export const THEME_CHOICE_QUERY = "theme";

/** A theme's handle: what `defineTheme` names it and what addresses carry. */
export const THEME_HANDLE = /^[a-z0-9][a-z0-9-]{0,62}$/;

const DEFAULT_HANDLE = "default";
// A handle, then a positive version number.
const VERSION_REF = new RegExp(`^(${THEME_HANDLE.source.slice(1, -1)})@([1-9]\\d{0,8})$`);

/**
 * Reads a `ThemeRef` from its text, or null for anything else (the caller ignores or refuses it).
 *
 * @example
 * parseThemeRef("minimal@2") // { handle: "minimal", version: 2 }
 * parseThemeRef("default") // { handle: "default", version: null }
 * parseThemeRef("default@1") // null: the bundled theme has no versions
 * parseThemeRef("Minimal@0") // null
 */
export function parseThemeRef(text: string | null | undefined): ThemeRef | null {
  if (text === DEFAULT_HANDLE) return { handle: DEFAULT_HANDLE, version: null };
  const match = VERSION_REF.exec(text ?? "");
  if (match === null || match[1] === DEFAULT_HANDLE) return null;
  return { handle: match[1] as string, version: Number(match[2]) };
}

/**
 * The text of a `ThemeRef`, as `parseThemeRef` reads it.
 *
 * @example
 * themeRefText({ handle: "minimal", version: 2 }) // "minimal@2"
 * themeRefText({ handle: "default", version: null }) // "default"
 */
export function themeRefText(ref: ThemeRef): string {
  return ref.version === null ? ref.handle : `${ref.handle}@${ref.version}`;
}
