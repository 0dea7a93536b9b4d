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
 * then the built theme (contract, settings, translations, budget). Throws the whole list.
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
  io.out(
    `✓ ${theme.manifest.handle}: typecheck, pages and layouts, settings (${theme.manifest.settings.length} groups), translations (${theme.manifest.locales.join(", ") || "none"}), budget ${kilobytes(theme.manifest.gzipBytes)} of ${kilobytes(THEME_LIMITS.gzipBudgetBytes)} gzip`,
  );
  return theme;
}

export const themeCheck: Command = {
  name: "theme check",
  summary: "typecheck the theme and check its pages, settings, translations and size",
  usage: `vitrine theme check [--dir <folder>]

Checks the theme in the current folder (or --dir) the way the shop will when you publish:
  typecheck      tsc --noEmit with the theme's tsconfig.json
  theme          src/index.ts exports defineTheme(…) with page and layout names that exist
  settings       the settings schema is valid (types, ids, ranges, defaults)
  translations   every locale the theme declares has every string
  budget         every built file (script, CSS) at most ${THEME_LIMITS.gzipBudgetBytes / 1024} KB gzip in all, beyond the host's shared modules
Exits with 1 and lists every problem when there is one.`,
  options: { dir: { type: "string" } },
  async run(args, io) {
    await checkedTheme(await themeProject(stringOption(args, "dir"), io), io);
  },
};
