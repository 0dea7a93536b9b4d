import { defineProject } from "vitest/config";

// The theme's components are tested through their stories (`.storybook/vitest.config.ts`); this
// project runs the plain unit tests beside them.
export default defineProject({
  test: {
    name: "theme-default",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
