/**
 * The demo stack the measuring scripts (`lighthouse`, `variant-click`, `image-bytes`) run
 * against: one that is already running, or `pnpm start`'s stack on a free port and a fresh data
 * folder, stopped when they are done.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitUntilAnswering } from "./local-server";
import { REPO_ROOT } from "./repo-paths";

/** The launch flags of Debian's Chromium on this machine: headless, no sandbox, nothing phoning home. */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface DemoStack {
  /** The demo shop's origin, e.g. `http://demo.localhost:41234`. */
  origin: string;
  stop(): Promise<void>;
}

/** `pnpm start`'s stack on a free port and a fresh data folder; `stop()` ends it and drops the folder. */
async function startStack(): Promise<DemoStack> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "vitrine-measure-"));
  const child = spawn(process.execPath, ["--import", "tsx", "start.ts"], {
    cwd: join(REPO_ROOT, "scripts"),
    env: { ...process.env, PORT: String(port), VITRINE_DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // robots.txt needs no shop, so it answers on the bare address the server binds; the server
    // listens only once the demo's theme is published.
    await waitUntilAnswering(`http://127.0.0.1:${port}/robots.txt`, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://demo.localhost:${port}`, stop };
}

function parseOrigin(argument: string): string {
  const url = new URL(argument);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`the origin must be http or https, not ${url.protocol}`);
  }
  return url.origin;
}

/**
 * The stack at `origin` when one is given (`http://demo.localhost:3000`), else a fresh one.
 *
 * @example
 * const stack = await demoStack(process.argv[2]);
 * try { await measure(`${stack.origin}/products/trail-runner`); } finally { await stack.stop(); }
 */
export async function demoStack(origin: string | undefined): Promise<DemoStack> {
  return origin ? { origin: parseOrigin(origin), stop: async () => {} } : startStack();
}
