import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";

/** A port nobody listens on now; the OS picks it. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail()));
    });
  });
}

// Workers load this file again: the runner's choices travel to them through the environment.
process.env.VITRINE_E2E_PORT ??= String(await freePort());
process.env.VITRINE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "vitrine-e2e-"));
const port = process.env.VITRINE_E2E_PORT;

export default defineConfig({
  testDir: "./e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  // The whole run, server start included, is bounded: a hung stack fails instead of waiting forever.
  globalTimeout: 15 * 60_000,
  // A missing element fails the step in seconds, not at the end of a long journey's budget.
  expect: { timeout: 10_000 },
  use: {
    actionTimeout: 10_000,
    baseURL: `http://demo.localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "journeys", testIgnore: /theme-publishing\/.*\.spec\.ts$/ },
    // They publish to the demo shops (a theme, the demo shop's settings) and put them back: they
    // run once the others are done.
    {
      name: "theme-publishing",
      testMatch: /theme-publishing\/.*\.spec\.ts$/,
      dependencies: ["journeys"],
    },
  ],
  webServer: {
    // The stack as `pnpm start` runs it, on a fresh database: first start migrates and seeds.
    command: "pnpm --filter @vitrine/scripts start",
    cwd: resolve(import.meta.dirname, ".."),
    // A line per request would bury the run's own output: the server's warnings and errors only.
    env: { PORT: port, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR, LOG_LEVEL: "warn" },
    // robots.txt needs no shop, so it answers on the bare address the server binds; the server
    // listens only once the demo's theme is published.
    url: `http://127.0.0.1:${port}/robots.txt`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
