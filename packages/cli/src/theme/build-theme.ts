import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { BASE_SETTING_IDS, settingsSchemaProblems, THEME_LIMITS } from "@vitrine/contract";
import { kilobytes, overBudgetMessage, themeBudget } from "@vitrine/contract/theme-budget";
import { cliError } from "../cli-error";
import { inspectTheme, type ThemeProblem } from "./inspect-theme";
import { runViteBuild } from "./run-vite-build";
import { type BuiltTheme, builtTheme } from "./theme-manifest";
import { themeViteConfig } from "./theme-vite-config";
import { translationProblems } from "./translation-problems";

/** Where builds are staged inside the theme's folder, so the script can import its installed modules. */
export const STAGING_DIR = ".vitrine/build";

/**
 * Builds the theme in `projectDir` and checks what only the built theme can tell: that its module
 * runs and is a `defineTheme` (page and layout names that exist), that its settings schema and
 * translations are complete, and that its files fit the 30 KB gzip budget. Answers the built
 * files (content-hashed, with their manifest) and the problems found; writes nothing but staging.
 *
 * @example
 * const { theme, problems } = await buildAndInspect("/work/my-theme")
 * // theme.manifest.entry === "theme.1a2b3c4d.js", problems === []
 */
export async function buildAndInspect(
  projectDir: string,
): Promise<{ theme: BuiltTheme | null; problems: ThemeProblem[] }> {
  const stagingDir = join(projectDir, STAGING_DIR);
  try {
    await runViteBuild(themeViteConfig(projectDir, stagingDir));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { theme: null, problems: [{ area: "build", message }] };
  }
  const scriptFile = join(stagingDir, "theme.js");
  const script = await readFile(scriptFile);
  const style = await readFile(join(stagingDir, "theme.css")).catch(() => null);
  const inspected = await inspectTheme(scriptFile);
  if (!inspected.facts) return { theme: null, problems: inspected.problems };
  const theme = builtTheme(inspected.facts, { script, style });
  const problems = [
    ...settingsSchemaProblems(inspected.facts.settings, { reservedIds: BASE_SETTING_IDS }).map(
      ({ field, message }) => ({ area: field, message }),
    ),
    ...translationProblems(inspected.translations),
    ...budgetProblems(theme),
  ];
  return { theme, problems };
}

/**
 * Every file the theme ships, beyond the host's shared modules, within 30 KB gzip, counted and
 * worded by the same code as the shop's upload check (`themeBudget`); each file within what the
 * shop accepts.
 */
export function budgetProblems({ manifest, files }: BuiltTheme): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  const overBudget = overBudgetMessage(themeBudget(files));
  if (overBudget !== null) problems.push({ area: "budget", message: overBudget });
  for (const file of manifest.files) {
    if (file.bytes > THEME_LIMITS.fileBytes) {
      problems.push({
        area: "budget",
        message: `${file.path} is ${kilobytes(file.bytes)}, over the ${kilobytes(THEME_LIMITS.fileBytes)} a file may be`,
      });
    }
  }
  return problems;
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

/** One problem per line, with its place: `  typecheck  src/home.tsx:3:1  TS2322: …`. */
export function formatProblems(problems: readonly ThemeProblem[]): string {
  return problems
    .map(
      ({ area, location, message }) => `  ✗ ${area}${location ? ` ${location}` : ""}: ${message}`,
    )
    .join("\n");
}
