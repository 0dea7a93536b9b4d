import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./repo-paths";

/** `pnpm@10.34.8`: the root package.json's `packageManager`, the version CI installs with. */
function pinnedPnpm(): string {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8"));
  return manifest.packageManager;
}

/**
 * Runs pnpm the way this process was started: `npx pnpm start` leaves no `pnpm` on PATH, but
 * pnpm names its own script in `npm_execpath` for the scripts it runs. Elsewhere (`pnpm exec`,
 * which names npm's, or a test runner) it is the pinned pnpm through npx, as the README's commands
 * run it. `quiet` keeps the output and shows it only if the command fails, for steps whose logs
 * say nothing when they succeed; `env` is added to this process's environment.
 */
export function runPnpm(
  args: readonly string[],
  {
    cwd = REPO_ROOT,
    quiet = false,
    env = {},
  }: { cwd?: string; quiet?: boolean; env?: Record<string, string> } = {},
): Promise<void> {
  const execPath = process.env.npm_execpath;
  const [command, commandArgs] =
    execPath && /pnpm\.[cm]?js$/.test(execPath)
      ? [process.execPath, [execPath, ...args]]
      : ["npx", ["-y", pinnedPnpm(), ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd,
      stdio: quiet ? "pipe" : "inherit",
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pnpm ${args.join(" ")} (in ${cwd}) exited with ${code}\n${output}`)),
    );
  });
}
