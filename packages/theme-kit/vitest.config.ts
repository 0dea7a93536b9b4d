import { defineProject } from "vitest/config";

// The components are tested through their stories (`.storybook/vitest.config.ts`); this project
// runs the plain unit tests beside them.
export default defineProject({
  test: {
    name: "theme-kit",
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
