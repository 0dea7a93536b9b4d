import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// Stories run as tests in Chromium: CHROMIUM_PATH names a browser already installed (Debian's
// /usr/bin/chromium, say); without it, Playwright's own (npx playwright install chromium).
const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", environment: "node", include: ["src/**/*.test.ts"] } },
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) }),
        ],
        test: {
          name: "stories",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                ...(executablePath ? { executablePath } : {}),
                args: ["--no-sandbox"],
              },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
