import { defineConfig } from "vitest/config";

// One `vitest run` at the root runs every package's suite; each package keeps its own config.
export default defineConfig({
  test: {
    projects: [
      "{packages/*,host,host/server,themes/*,scripts}/vitest.config.ts",
      ".storybook/vitest.config.ts",
    ],
  },
});
