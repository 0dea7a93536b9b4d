import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import journeys, { freePort } from "./playwright.config";

// The journeys' config chose the demo's port and database folder; workers read them again here.
process.env.VITRINE_VISUAL_STORYBOOK_PORT ??= String(await freePort());
const storybookPort = process.env.VITRINE_VISUAL_STORYBOOK_PORT;
const root = resolve(import.meta.dirname, "..");

/**
 * Visual regression (`pnpm test:visual`, `pnpm test:visual:update`): the default theme's stories
 * from the built Storybook and the key pages of both demo themes, at a phone's and a desktop's
 * width, against the reference images in `e2e/visual/references/`. Apart from the journeys'
 * config so `pnpm test:e2e` does not run it; the demo server is the journeys' own.
 */
export default defineConfig({
  ...journeys,
  testDir: "./e2e/visual",
  testMatch: /\.visual\.ts$/,
  // Some 270 full-page images after the demo's start: bounded, with room for a busy machine.
  globalTimeout: 25 * 60_000,
  reporter: [["dot"]],
  // Two pages at a time on two cores: much of a story's time is its play function waiting.
  workers: 2,
  // One folder per width, the stories and the pages each in their own below it.
  snapshotPathTemplate: "{testDir}/references/{projectName}/{arg}{ext}",
  expect: {
    ...journeys.expect,
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      // Debian's Chromium draws the same page to the same pixels; a pixel's colour may move a
      // little (the default threshold), and only a few pixels may differ beyond it: the current
      // page's "1" drawn invisible on its circle differs by 10.
      maxDiffPixels: 4,
    },
  },
  projects: [
    {
      name: "phone",
      use: {
        viewport: { width: 412, height: 915 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
    // The stories at the phone's width only: at both, the run and the reference images would
    // take twice the time and room, and the key pages are taken at both.
    {
      name: "desktop",
      testIgnore: /stories\.visual\.ts$/,
      use: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
    },
  ],
  webServer: [
    ...[journeys.webServer ?? []].flat(),
    {
      // The Storybook `pnpm build-storybook` built (`pnpm test:visual` builds it first), served as is.
      command: `pnpm exec vite preview --outDir storybook-static --port ${storybookPort} --strictPort --host 127.0.0.1`,
      cwd: root,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
