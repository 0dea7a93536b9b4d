/**
 * The rules a theme is checked against. The shop applies the upload's rules to every upload and
 * `vitrine theme check` applies the same ones (this module) before anything is sent; the CLI
 * adds the ones only the project can tell (`typecheck`, `build`, `theme`, `translations`).
 */
export const THEME_RULES = [
  "upload",
  "handle",
  "files",
  "entry",
  "imports",
  "settings",
  "locales",
  "budget",
  "typecheck",
  "build",
  "theme",
  "translations",
] as const;
export type ThemeRule = (typeof THEME_RULES)[number];

/** One thing wrong with a theme: the rule it breaks and where, when a place is known. */
export interface ThemeProblem {
  rule: ThemeRule;
  message: string;
  /** The field of the upload at fault, as the shop's 400 names it (`manifest.files[0].path`). */
  path?: string;
  /** The file at fault: a source file for the CLI (`src/pages/home.tsx`), an uploaded one for the shop. */
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based. */
  column?: number;
}

/**
 * Where a problem is, as editors and terminals link it.
 *
 * @example
 * problemLocation({ rule: "imports", message: "…", file: "src/index.ts", line: 3, column: 1 }) // "src/index.ts:3:1"
 * problemLocation({ rule: "budget", message: "…" }) // null
 */
export function problemLocation({ file, line, column }: ThemeProblem): string | null {
  if (file === undefined) return null;
  if (line === undefined) return file;
  return `${file}:${line}${column === undefined ? "" : `:${column}`}`;
}

/**
 * The 1-based line and column of a character offset in a text.
 *
 * @example
 * lineAndColumn("a\nbc", 3) // { line: 2, column: 2 }
 */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}
