import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// Stories run as tests in Chromium: CHROMIUM_PATH names the browser, else the system's Chromium
// when there is one (Debian's /usr/bin/chromium); only without either does Playwright look for
// a browser of its own.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", environment: "node", include: ["src/**/*.test.ts"] } },
      {
        // React is CommonJS: served to the browser unbundled it has no default export. Vite's scan
        // of the stories misses it (it is reached through the kit's own dependencies, such as
        // react-hook-form), so it is named here to be prebundled before the first story loads.
        optimizeDeps: {
          include: [
            "react",
            "react-dom",
            "react-dom/client",
            "react/jsx-runtime",
            "react/jsx-dev-runtime",
          ],
        },
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
