import { defineProject } from "vitest/config";

// Not in the root's projects: it starts PostgreSQL-backed nodes and nginx (`pnpm test:cluster`).
export default defineProject({
  test: {
    name: "cluster",
    root: import.meta.dirname,
    environment: "node",
    include: ["*.test.ts"],
    testTimeout: 120_000,
    // One cluster for the whole file, its scenarios in order.
    sequence: { concurrent: false },
    fileParallelism: false,
  },
});
