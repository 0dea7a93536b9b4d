import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "host-server",
    environment: "node",
    include: ["**/*.test.ts"],
    // One seeded PGlite database per file takes a few seconds to open.
    hookTimeout: 60_000,
  },
});
