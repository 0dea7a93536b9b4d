import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { buildTheme } from "./build-theme";
import { isOutdated } from "./freshness";
import { HOST_DIR, HOST_DIST_DIR, REPO_ROOT, THEMES_SOURCE_DIR } from "./repo-paths";
import { runPnpm } from "./run-pnpm";

/** What the host's build bundles: its own sources, the SDK, the theme kit and the default theme. */
const HOST_SOURCES = [
  join(HOST_DIR, "src"),
  join(HOST_DIR, "index.html"),
  join(HOST_DIR, "customize.html"),
  join(HOST_DIR, "vite.config.ts"),
  join(REPO_ROOT, "packages/sdk/src"),
  join(REPO_ROOT, "packages/theme-kit/src"),
  join(THEMES_SOURCE_DIR, "default/src"),
];

/** Builds the host with its own build script when `host/dist` is missing or older than its sources. */
export async function ensureHostBuilt(log: (line: string) => void): Promise<boolean> {
  if (!(await isOutdated(join(HOST_DIST_DIR, "index.html"), HOST_SOURCES))) return false;
  log("building the host (pnpm --filter @vitrine/host build)…");
  await runPnpm(["--filter", "@vitrine/host", "build"]);
  return true;
}

/** The handles of the theme scripts in `themes/`: every folder but the bundled default theme. */
export async function themeScriptHandles(): Promise<string[]> {
  const entries = await readdir(THEMES_SOURCE_DIR, { withFileTypes: true });
  const handles: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === "default") continue;
    const entryFile = await stat(join(THEMES_SOURCE_DIR, entry.name, "src/index.ts")).catch(
      () => null,
    );
    if (entryFile?.isFile()) handles.push(entry.name);
  }
  return handles.sort();
}

/**
 * Builds each theme script whose `theme.js` is missing or older than its sources: its own and its
 * build's. What it imports from the host's shared modules (the SDK, the theme kit) is not in it.
 */
export async function ensureThemesBuilt(
  themesDir: string,
  log: (line: string) => void,
): Promise<string[]> {
  const built: string[] = [];
  for (const handle of await themeScriptHandles()) {
    const sources = [
      join(THEMES_SOURCE_DIR, handle, "src"),
      join(REPO_ROOT, "scripts/build-theme.ts"),
    ];
    if (!(await isOutdated(join(themesDir, handle, "theme.js"), sources))) continue;
    log(`building the theme script "${handle}"…`);
    await buildTheme({ handle, themesDir });
    built.push(handle);
  }
  return built;
}
