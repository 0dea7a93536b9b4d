import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium: this machine (and CI) cannot download Playwright's own browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineProject({
  plugins: [storybookTest({ configDir })],
  test: {
    name: "storybook",
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
