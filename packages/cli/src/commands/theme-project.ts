import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { cliError } from "../cli-error";
import type { CliIo } from "../cli-io";
import { THEME_ENTRY } from "../theme/theme-vite-config";

/**
 * The theme project a command works on: `--dir`, else the current folder. It must hold
 * `package.json` and the theme's entry, `src/index.ts`.
 */
export async function themeProject(dir: string | undefined, io: CliIo): Promise<string> {
  const projectDir = resolve(io.cwd, dir ?? ".");
  const entry = await stat(join(projectDir, THEME_ENTRY)).catch(() => null);
  if (!entry?.isFile()) {
    throw cliError(`${projectDir} is not a theme project: it has no ${THEME_ENTRY}.`, {
      hint: "Run the command in your theme's folder, or start one with: vitrine theme init <dir>",
    });
  }
  return projectDir;
}
