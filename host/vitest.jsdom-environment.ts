import { JSDOM } from "jsdom";
import { type Environment, populateGlobal } from "vitest/runtime";

/**
 * Vitest's built-in `jsdom` environment imports the jsdom its own install resolves, jsdom 31,
 * which needs Node 22; this one runs the host's jsdom 29 (Node 20.19+) the same way: a window
 * whose globals are laid over Node's for each test file.
 */
export default {
  name: "host-jsdom",
  viteEnvironment: "client",
  setup(global) {
    const dom = new JSDOM("<!DOCTYPE html>", {
      url: "http://localhost:3000/",
      pretendToBeVisual: true,
    });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    return {
      teardown(global) {
        dom.window.close();
        for (const key of keys) delete global[key];
        for (const [key, value] of originals) global[key] = value;
      },
    };
  },
} satisfies Environment;
