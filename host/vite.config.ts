import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// Relative, not `@vitrine/contract`: Vite bundles its config with relative imports only and would
// leave a workspace package's TypeScript source to Node, which cannot load it.
import { SHOP_API_PREFIXES } from "../packages/contract/src/api-prefixes";
import { APP_MINIFY } from "./src/build/app-minify";
import { deferredEntry } from "./src/build/deferred-entry-plugin";
import { fontFiles } from "./src/build/font-files-plugin";
import { sharedModulesImportMap } from "./src/build/import-map-plugin";
import { preloadOnlyWhatIsMissing } from "./src/build/loaded-deps";

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// The shop API (packages/shop-api) answers on this origin in dev; the host server serves both later.
const shopApiOrigin = process.env.VITRINE_API_ORIGIN ?? "http://127.0.0.1:3000";

/**
 * The server renderer (`vite build --ssr src/ssr/render-page.tsx`, the `build` script), built beside the app into `dist/server`: the
 * same pages for Node, its CSS left to the app's build.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  // One self-contained file of production code: React's server build, not the development one a
  // demo's Node would pick, and nothing that needs the workspace's node_modules at run time.
  ssr: { noExternal: true },
  build: {
    // Beside the app's build, not in it: the host server serves `dist` to browsers.
    outDir: "dist-server",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: "render-page.js" } },
  },
});

/**
 * The theme isolate's bundle (`vite build --ssr src/ssr/isolate/isolate-entry.tsx --mode isolate`):
 * the same pages as one script for a bare V8 context (no Node, no modules), resolved as a
 * worker's (React's browser server build, the router's server side).
 */
const isolateBuild = defineConfig({
  plugins: [react()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: {
    noExternal: true,
    target: "webworker",
    resolve: { conditions: ["worker", "import", "module", "default"] },
  },
  build: {
    outDir: "dist-server",
    emptyOutDir: false,
    copyPublicDir: false,
    // Less for V8 to parse when an isolate starts (a snapshot keeps the result when V8 can take one).
    minify: "esbuild",
    rollupOptions: {
      output: { format: "iife", inlineDynamicImports: true, entryFileNames: "isolate-render.js" },
    },
  },
});

export default defineConfig(({ isSsrBuild, mode }) =>
  !isSsrBuild ? appBuild : mode === "isolate" ? isolateBuild : serverBuild,
);

const appBuild = defineConfig({
  plugins: [
    react(),
    sharedModulesImportMap(),
    fontFiles(),
    deferredEntry(),
    preloadOnlyWhatIsMissing(),
  ],
  build: {
    // scripts/bundle-size.ts reads the chunk graph from it.
    manifest: true,
    // Each figure below is what `pnpm bundle-size` measured on the product page's first load.
    ...APP_MINIFY,
    // Every browser that runs module scripts with import maps preloads modules itself.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { index: page("./index.html"), customize: page("./customize.html") },
      output: {
        // React, React DOM and the scheduler in one chunk rather than three: every page needs all
        // of them, and one file compresses about 1.8 KB gzip smaller.
        manualChunks: (id) => (REACT_PACKAGES.test(id) ? "react" : undefined),
        // Named by their hash alone: the entry names every lazy page's chunk and the chunks it
        // preloads (Vite's list), and each chunk the ones it imports; names like
        // `checkout-change-subscription-page-…` cost 1.4 KB gzip there. The manifest keeps each
        // chunk's name (`pnpm bundle-size` prints it); the import map's chunks keep theirs.
        entryFileNames: "assets/[hash].js",
        chunkFileNames: "assets/[hash].js",
      },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: Object.fromEntries(
      SHOP_API_PREFIXES.map((prefix) => [prefix, { target: shopApiOrigin, changeOrigin: false }]),
    ),
  },
});
