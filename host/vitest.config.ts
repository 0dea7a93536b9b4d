import { defineProject } from "vitest/config";
import { fontFiles } from "./src/build/font-files-plugin";
import { sharedModulesImportMap } from "./src/build/import-map-plugin";

export default defineProject({
  // Serve `vitrine:shared-modules`, which the theme script loader imports, and
  // `vitrine:font-files`, which the customizer bridge imports.
  plugins: [sharedModulesImportMap(), fontFiles()],
  test: {
    name: "host",
    // The host's code is browser code: DOM events, postMessage, nprogress and toasts need a window.
    environment: "jsdom",
    environmentOptions: { jsdom: { url: "http://localhost:3000/", pretendToBeVisual: true } },
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
