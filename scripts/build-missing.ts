import { spawn } from "node:child_process";
import { join } from "node:path";
import { isOutdated } from "./freshness";
import { HOST_DIR, HOST_DIST_DIR, REPO_ROOT, THEMES_SOURCE_DIR } from "./repo-paths";

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

/**
 * Runs pnpm the way this process was started: `npx pnpm start` leaves no `pnpm` on PATH, but
 * pnpm names its own script in `npm_execpath` for the scripts it runs.
 */
function runPnpm(args: readonly string[]): Promise<void> {
  const execPath = process.env.npm_execpath;
  const [command, commandArgs] =
    execPath && /pnpm\.[cm]?js$/.test(execPath)
      ? [process.execPath, [execPath, ...args]]
      : ["pnpm", [...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: REPO_ROOT, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** Builds the host with its own build script when `host/dist` is missing or older than its sources. */
export async function ensureHostBuilt(log: (line: string) => void): Promise<boolean> {
  if (!(await isOutdated(join(HOST_DIST_DIR, "index.html"), HOST_SOURCES))) return false;
  log("building the host (pnpm --filter @vitrine/host build)…");
  await runPnpm(["--filter", "@vitrine/host", "build"]);
  return true;
}
