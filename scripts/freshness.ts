import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".data", "storybook-static"]);

/**
 * The latest modification time (ms) of any file under `paths` (files or folders, recursively,
 * build output and dependencies skipped); 0 when none exists.
 *
 * @example
 * await newestModification(["host/src", "host/index.html"]) // 1767225600000
 */
export async function newestModification(paths: readonly string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info === null) continue;
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      continue;
    }
    for (const entry of await readdir(path, { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      newest = Math.max(newest, await newestModification([join(path, entry.name)]));
    }
  }
  return newest;
}

/**
 * True when `output` is missing or older than some file of `sources`: it has to be built.
 *
 * @example
 * await isOutdated("host/dist/index.html", ["host/src", "packages/sdk/src"]) // false after a build
 */
export async function isOutdated(output: string, sources: readonly string[]): Promise<boolean> {
  const built = await stat(output).catch(() => null);
  if (built === null) return true;
  return (await newestModification(sources)) > built.mtimeMs;
}
