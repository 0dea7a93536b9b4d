import { THEME_LIMITS } from "@vitrine/contract";
import { kilobytes } from "@vitrine/contract/theme-budget";
import { cliError } from "../cli-error";
import type { CliIo } from "../cli-io";
import { buildAndInspect, formatProblems } from "../theme/build-theme";
import type { BuiltTheme } from "../theme/theme-manifest";
import { typecheckProblems } from "../theme/typecheck-problems";
import { type Command, stringOption } from "./command";
import { themeProject } from "./theme-project";

/**
 * Everything `vitrine theme check` looks at, for `check`, `build` and `publish` alike: typecheck,
 * the shop's import rule on the source, the shop's upload rules on the build (the same module the
 * shop runs), and what only the project tells (pages and layouts, translations). Throws the
 * whole list, each problem with its rule and place.
 */
export async function checkedTheme(projectDir: string, io: CliIo): Promise<BuiltTheme> {
  const [typeProblems, { theme, problems }] = await Promise.all([
    typecheckProblems(projectDir),
    buildAndInspect(projectDir),
  ]);
  const all = [...typeProblems, ...problems];
  if (!theme || all.length > 0) {
    throw cliError(
      `Theme check found ${all.length} problem${all.length === 1 ? "" : "s"}:\n${formatProblems(all)}`,
      { hint: "Fix them and run `vitrine theme check` again." },
    );
  }
  const groups = theme.manifest.settings.length;
  io.out(
    `✓ ${theme.manifest.handle}: typecheck, imports, pages and layouts, settings (${groups} ${groups === 1 ? "group" : "groups"}), translations (${theme.manifest.locales.join(", ") || "none"}), budget ${kilobytes(theme.manifest.gzipBytes)} of ${kilobytes(THEME_LIMITS.gzipBudgetBytes)} gzip`,
  );
  return theme;
}

export const themeCheck: Command = {
  name: "theme check",
  summary: "typecheck the theme and check its pages, settings, translations and size",
  usage: `vitrine theme check [--dir <folder>]

Checks the theme in the current folder (or --dir) with the rules the shop applies to an upload
(the same code), and what only the project can tell. Each problem names its rule:
  typecheck      tsc --noEmit with the theme's tsconfig.json (translation keys are typed)
  imports        only the host's shared modules and the theme's own files: no Node built-ins
                 (node:fs), no remote addresses (https://…), no import() of a computed address
  theme          src/index.ts exports defineTheme(…) with page and layout names that exist
  settings       the settings schema is valid (types, ids, ranges, defaults)
  translations   every locale the theme declares has every string
  budget         every built file (script, CSS) at most ${THEME_LIMITS.gzipBudgetBytes / 1024} KB gzip in all, beyond the host's shared modules
  handle, files, entry, locales, upload   the shape of what publish sends
Exits with 1 and lists every problem, each at its file:line:column when it has one.`,
  options: { dir: { type: "string" } },
  async run(args, io) {
    await checkedTheme(await themeProject(stringOption(args, "dir"), io), io);
  },
};
