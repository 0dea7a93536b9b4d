import { gzipSync } from "node:zlib";
import { THEME_LIMITS } from "../themes/theme-files";

/** One file's share of the budget. */
export interface BudgetedFile {
  path: string;
  gzipBytes: number;
}

/** What a theme's files weigh on the wire: the figure the budget bounds, and each file's part. */
export interface ThemeBudget {
  /** Every file gzipped at level 9, summed: what `THEME_LIMITS.gzipBudgetBytes` bounds. */
  gzipBytes: number;
  /** Each file's gzip size, largest first (then by path, so two equal files keep one order). */
  files: BudgetedFile[];
}

/** How many of the largest files an over-budget message names. */
const NAMED_FILES = 3;

/**
 * Weighs every file a theme ships, entry, chunks, stylesheets and anything else, each gzipped at
 * the level servers use (9 is what `gzip -9` and the shop's compression agree on within a few
 * bytes). `vitrine theme check` and the shop's upload check both count with this, so a theme the
 * CLI passes is never refused by the shop for its weight.
 *
 * @example
 * themeBudget([["theme.1a2b3c4d.js", jsBytes], ["theme.9f8e7d6c.css", cssBytes]])
 * // { gzipBytes: 3812, files: [{ path: "theme.1a2b3c4d.js", gzipBytes: 3400 }, { path: "theme.9f8e7d6c.css", gzipBytes: 412 }] }
 */
export function themeBudget(files: Iterable<readonly [string, Uint8Array]>): ThemeBudget {
  const weighed = [...files].map(([path, body]) => ({
    path,
    gzipBytes: gzipSync(body, { level: 9 }).byteLength,
  }));
  weighed.sort((a, b) => b.gzipBytes - a.gzipBytes || (a.path < b.path ? -1 : 1));
  return { gzipBytes: weighed.reduce((sum, file) => sum + file.gzipBytes, 0), files: weighed };
}

/**
 * The sentence that refuses a theme over the gzip budget, naming its largest files (what to cut
 * first), or null within it. The CLI lists it as a problem; the shop answers it with a 400.
 *
 * @example
 * overBudgetMessage({ gzipBytes: 41_200, files: [{ path: "chunk.1a2b3c4d.js", gzipBytes: 38_000 }, { path: "theme.9f8e7d6c.js", gzipBytes: 3_200 }] })
 * // "The theme's files are 40.2 KB gzipped, over the budget of 30.0 KB: chunk.1a2b3c4d.js 37.1 KB, theme.9f8e7d6c.js 3.1 KB."
 */
export function overBudgetMessage(budget: ThemeBudget): string | null {
  if (budget.gzipBytes <= THEME_LIMITS.gzipBudgetBytes) return null;
  const named = budget.files
    .slice(0, NAMED_FILES)
    .map((file) => `${file.path} ${kilobytes(file.gzipBytes)}`);
  const others = budget.files.length - named.length;
  const rest = others > 0 ? ` and ${others} more file${others === 1 ? "" : "s"}` : "";
  return `The theme's files are ${kilobytes(budget.gzipBytes)} gzipped, over the budget of ${kilobytes(THEME_LIMITS.gzipBudgetBytes)}: ${named.join(", ")}${rest}.`;
}

/**
 * A size for people: bytes under 1 KB, else KB with one decimal.
 *
 * @example
 * kilobytes(3812) // "3.7 KB"
 * kilobytes(512) // "512 B"
 */
export function kilobytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * A shop's room for themes, for people: decimal MB with one decimal, as `THEME_QUOTAS` is written.
 *
 * @example
 * megabytes(1_900_000) // "1.9 MB"
 */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
