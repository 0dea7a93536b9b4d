import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { SHARED_MODULE_SPECIFIERS } from "@vitrine/contract";
import type { InlineConfig } from "vite";

const SHARED: ReadonlySet<string> = new Set(SHARED_MODULE_SPECIFIERS);

/** The theme's entry module, relative to its project folder. */
export const THEME_ENTRY = "src/index.ts";

/**
 * How a theme project builds: one ES module (`theme.js`) and one stylesheet (`theme.css`) in
 * `outDir`. The host's shared modules stay bare imports, resolved by the host's import map to its
 * single copies (two Reacts break hooks); everything else the theme imports is bundled in,
 * dynamic imports included, so the script is one file the shop can check and serve.
 *
 * @example
 * await build(themeViteConfig("/work/my-theme", "/work/my-theme/.vitrine/build"))
 * // → .vitrine/build/theme.js, .vitrine/build/theme.css
 */
export function themeViteConfig(projectDir: string, outDir: string): InlineConfig {
  return {
    configFile: false,
    root: projectDir,
    logLevel: "warn",
    mode: "production",
    plugins: [react()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      lib: {
        entry: join(projectDir, THEME_ENTRY),
        formats: ["es"],
        fileName: () => "theme.js",
        cssFileName: "theme",
      },
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: "esbuild",
      sourcemap: false,
      target: "es2022",
      rollupOptions: {
        external: (id) => SHARED.has(id),
        output: { inlineDynamicImports: true },
      },
    },
  };
}
