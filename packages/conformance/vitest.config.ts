import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "conformance",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // One seeded PGlite database serves every case of a file; seeding it takes a few seconds.
    hookTimeout: 60_000,
  },
});
