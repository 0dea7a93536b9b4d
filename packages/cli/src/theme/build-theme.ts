import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { problemLocation, type ThemeProblem, uploadProblems } from "@vitrine/contract/theme-check";
import { cliError } from "../cli-error";
import { importRulePlugin } from "./import-rule-plugin";
import { inspectTheme } from "./inspect-theme";
import { runViteBuild } from "./run-vite-build";
import { namedBy, sourcePlace } from "./source-place";
import { type BuiltTheme, builtTheme, type ThemeFacts, themeUpload } from "./theme-manifest";
import { themeViteConfig } from "./theme-vite-config";
import { translationProblems } from "./translation-problems";

/** Where builds are staged inside the theme's folder, so the script can import its installed modules. */
export const STAGING_DIR = ".vitrine/build";

/**
 * Builds the theme in `projectDir` and checks it the way the shop will: the import rule on its
 * source while it builds, then the shop's own upload rules (`uploadProblems`) on the exact upload
 * `vitrine theme publish` would send, then what only the project can tell: that its module runs
 * and is a `defineTheme`, and that its translations are complete. Every problem at once, placed
 * in the source where it can be. Answers the built files (content-hashed, with their manifest);
 * writes nothing but staging.
 *
 * @example
 * const { theme, problems } = await buildAndInspect("/work/my-theme")
 * // theme.manifest.entry === "theme.1a2b3c4d.js", problems === []
 */
export async function buildAndInspect(
  projectDir: string,
): Promise<{ theme: BuiltTheme | null; problems: ThemeProblem[] }> {
  const stagingDir = join(projectDir, STAGING_DIR);
  const importProblems: ThemeProblem[] = [];
  try {
    const config = themeViteConfig(projectDir, stagingDir);
    await runViteBuild({
      ...config,
      plugins: [importRulePlugin(projectDir, importProblems), ...(config.plugins ?? [])],
    });
  } catch (error) {
    return { theme: null, problems: [...importProblems, buildProblem(projectDir, error)] };
  }
  const scriptFile = join(stagingDir, "theme.js");
  const script = await readFile(scriptFile);
  const style = await readFile(join(stagingDir, "theme.css")).catch(() => null);
  const { facts, translations, problems: moduleProblems } = await inspectTheme(scriptFile);
  // A refused import (https://…) can stop the module running in Node too: that is the same fault.
  if (!facts) {
    return { theme: null, problems: importProblems.length > 0 ? importProblems : moduleProblems };
  }
  const theme = builtTheme(facts, { script, style });
  const shopProblems = (await uploadProblems(themeUpload(theme))).problems
    // The import rule has named those at their place in the source already.
    .filter((problem) => problem.rule !== "imports" || importProblems.length === 0);
  const problems = [
    ...importProblems,
    ...(await Promise.all(shopProblems.map((problem) => placed(projectDir, facts, problem)))),
    ...(await Promise.all(
      translationProblems(translations).map(async ({ locale, ...problem }) => ({
        ...problem,
        ...(await sourcePlace(projectDir, { key: locale, value: null })),
      })),
    )),
  ];
  return { theme, problems };
}

/**
 * A failed build as a problem, at the file, line and column the bundler names when it names one
 * (rollup's `loc`, 0-based columns), relative to the project.
 *
 * @example
 * buildProblem("/work/studio", rollupError) // { rule: "build", file: "src/home.tsx", line: 12, column: 5, message: "Expected \">\" but found \"}\"" }
 */
export function buildProblem(projectDir: string, error: unknown): ThemeProblem {
  // Colours off, and the bundler's own wrapping ("[commonjs] Transform failed with 1 error:")
  // dropped: the line naming what is wrong is the one a developer needs.
  const text = (error instanceof Error ? error.message : String(error)).replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
    /\u001b\[[0-9;]*m/g,
    "",
  );
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const reported = lines.find((line) => line.includes("ERROR: "))?.replace(/^.*?ERROR: /, "");
  const first = lines.find((line) => !/Transform failed with \d+ error/.test(line));
  const { loc, id } = error as {
    loc?: { file?: string; line?: number; column?: number };
    id?: string;
  };
  const file = loc?.file ?? id;
  return {
    rule: "build",
    message: (reported ?? first ?? text).replace(/^\[[\w:-]+\] /, ""),
    ...(file ? { file: relative(projectDir, file) } : {}),
    ...(loc?.line ? { line: loc.line } : {}),
    ...(loc?.column !== undefined ? { column: loc.column + 1 } : {}),
  };
}

/** A settings or sections problem of the upload, placed where the source names that setting. */
async function placed(
  projectDir: string,
  facts: ThemeFacts,
  problem: ThemeProblem,
): Promise<ThemeProblem> {
  const field = problem.path?.replace(/^manifest\./, "");
  if (problem.rule !== "settings" || field === undefined) return problem;
  const named = namedBy({ settings: facts.settings, sections: facts.sections }, field);
  const place = named ? await sourcePlace(projectDir, named) : null;
  return { ...problem, message: `${field} ${problem.message}`, ...place };
}

/**
 * Writes a built theme to `outDir`: its files under their hashed names and `manifest.json`.
 * The folder is emptied first so it holds one build.
 */
export async function writeBuiltTheme(theme: BuiltTheme, outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const [path, bytes] of theme.files) await writeFile(join(outDir, path), bytes);
  await writeFile(join(outDir, "manifest.json"), `${JSON.stringify(theme.manifest, null, 2)}\n`);
}

/**
 * Builds a theme that must be sound, for the demo's seeding and scripts: any problem throws.
 *
 * @example
 * const theme = await buildTheme("/repo/themes/minimal") // → { manifest, files }
 */
export async function buildTheme(projectDir: string): Promise<BuiltTheme> {
  const { theme, problems } = await buildAndInspect(projectDir);
  if (!theme || problems.length > 0) {
    throw cliError(`The theme in ${projectDir} has problems:\n${formatProblems(problems)}`);
  }
  return theme;
}

/** One problem per line, with its rule and place: `  ✗ typecheck src/home.tsx:3:1 TS2322: …`. */
export function formatProblems(problems: readonly ThemeProblem[]): string {
  return problems
    .map((problem) => {
      const location = problemLocation(problem);
      return `  ✗ ${problem.rule}${location ? ` ${location}` : ""}: ${problem.message}`;
    })
    .join("\n");
}
