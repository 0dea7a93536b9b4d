import { existsSync, readdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { TestInfo } from "@playwright/test";

/**
 * The reference images of one kind (`stories`, `pages`) of this run's project that no test takes
 * any more (a story or page removed or renamed). Under `--update-snapshots=all` they are deleted,
 * so `pnpm test:visual:update` leaves exactly the images the suite compares; otherwise they are
 * returned, for the test to fail on.
 *
 * @example
 * staleReferences(testInfo, "stories", ["shop-cart-page--empty"]) // ["shop-cart-page--old-name.png"]
 */
export function staleReferences(testInfo: TestInfo, kind: string, names: string[]): string[] {
  // The folder of `snapshotPathTemplate` in playwright.visual.config.ts.
  const folder = resolve(import.meta.dirname, "references", testInfo.project.name, kind);
  const taken = new Set(names.map((name) => `${name}.png`));
  if (!existsSync(folder)) return [];
  const stale = readdirSync(folder).filter((file) => !taken.has(file));
  if (testInfo.config.updateSnapshots !== "all") return stale;
  for (const file of stale) rmSync(resolve(folder, file));
  return [];
}
