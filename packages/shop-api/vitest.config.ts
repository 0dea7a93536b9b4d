import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "shop-api",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Each file opens and seeds its own database (PGlite in memory, or a PostgreSQL schema).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
