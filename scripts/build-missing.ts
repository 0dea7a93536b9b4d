import { join } from "node:path";
import { ISOLATE_BUNDLE_FILE, SERVER_RENDERER_FILE } from "@vitrine/host/server";
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
  const outputs = [join(HOST_DIST_DIR, "index.html"), SERVER_RENDERER_FILE, ISOLATE_BUNDLE_FILE];
  const outdated = await Promise.all(outputs.map((output) => isOutdated(output, HOST_SOURCES)));
  if (!outdated.includes(true)) return false;
  log("building the host (pnpm --filter @vitrine/host build)…");
  // A production build whoever asks: under a test runner (NODE_ENV=test) React's JSX would be
  // compiled for its development runtime, which the server's production React does not have, and
  // every server render would fail over to the browser.
  await runPnpm(["--filter", "@vitrine/host", "build"], { env: { NODE_ENV: "production" } });
  return true;
}
