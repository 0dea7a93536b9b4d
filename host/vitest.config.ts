import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "host",
    // The host's code is browser code: DOM events, postMessage, nprogress and toasts need a window.
    environment: "./vitest.jsdom-environment.ts",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
