import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "host",
    // The host's code is browser code: DOM events, postMessage, nprogress and toasts need a window.
    environment: "jsdom",
    environmentOptions: { jsdom: { url: "http://localhost:3000/", pretendToBeVisual: true } },
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
