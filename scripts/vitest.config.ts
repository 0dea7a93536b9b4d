import { defineProject } from "vitest/config";

// The measuring scripts' pure helpers; `cluster/` has its own project (`pnpm test:cluster`).
export default defineProject({
  test: {
    name: "scripts",
    root: import.meta.dirname,
    environment: "node",
    include: ["*.test.ts"],
  },
});
