import { createHash } from "node:crypto";
import type { ThemeManifest } from "@vitrine/contract";
import { type ThemeProblem, uploadProblems } from "@vitrine/contract/theme-check";
import { httpError } from "../http/http-error";

export { DEFAULT_THEME_HANDLE, THEME_FILE_PATH } from "@vitrine/contract/theme-check";

/** What each served extension is; nothing that a browser would run when opened on its own (html, svg). */
export const THEME_FILE_TYPES: Readonly<Record<string, string>> = Object.freeze({
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  map: "application/json; charset=utf-8",
  json: "application/json; charset=utf-8",
  woff2: "font/woff2",
  woff: "font/woff",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
});

/** A checked upload: the manifest as stored, the decoded files, and the figures the server made. */
export interface CheckedUpload {
  manifest: ThemeManifest;
  files: Map<string, Uint8Array>;
  bytes: number;
  /** Every file gzipped at level 9, summed (`themeBudget`): what the budget counts. */
  gzipBytes: number;
  hash: string;
}

/**
 * The hash that says two uploads are the same build: SHA-256 over the handle, entry, styles,
 * settings, locales, each file's path and SHA-256 in path order, and the sections if any.
 *
 * @example
 * versionHash({ handle: "studio", entry: "theme.3f9a1c2b.js", styles: [], settings: [], locales: ["en"],
 *   files: [{ path: "theme.3f9a1c2b.js", bytes: 10, sha256: "ab…" }], gzipBytes: 30 })
 * // "5d1c…" (64 hex), the same whatever order `files` came in
 */
export function versionHash(manifest: ThemeManifest): string {
  const files = [...manifest.files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => [file.path, file.sha256]);
  const canonical = JSON.stringify([
    manifest.handle,
    manifest.entry,
    manifest.styles,
    manifest.settings,
    manifest.locales,
    files,
    // Last, and only when there are some, so a build without sections keeps the hash it had.
    ...(manifest.sections === undefined ? [] : [manifest.sections]),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** A problem as the 400 lists it: the field, the message, and the rule and place it names. */
function issueOf(problem: ThemeProblem) {
  const { rule, message, path, file, line, column } = problem;
  return {
    path: path ?? rule,
    message,
    rule,
    ...(file === undefined ? {} : { file, line, column }),
  };
}

/**
 * Checks an upload with the rules `vitrine theme check` runs too (`uploadProblems`), and makes
 * the figures the server stores. Any problem is one 400 listing them all in `issues`, each with
 * its field, rule and, for a script, its line and column: `THEME_OVER_BUDGET` when the budget is
 * all that fails, else `VALIDATION_ERROR`.
 */
export async function checkThemeUpload(input: unknown): Promise<CheckedUpload> {
  const { problems, checked } = await uploadProblems(input);
  if (checked === null || problems.length > 0) {
    const issues = problems.map(issueOf);
    const onlyBudget = problems.every((problem) => problem.rule === "budget");
    const first = issues[0];
    throw httpError(
      400,
      onlyBudget
        ? (first?.message ?? "")
        : `${first?.path} ${first?.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ""}`,
      {
        code: onlyBudget ? "THEME_OVER_BUDGET" : "VALIDATION_ERROR",
        issues,
      },
    );
  }
  const { manifest, files, bytes } = checked;
  return { manifest, files, bytes, gzipBytes: manifest.gzipBytes, hash: versionHash(manifest) };
}
