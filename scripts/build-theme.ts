import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { SHARED_MODULES } from "@vitrine/host/shared-modules";
import { build } from "vite";
import { DEFAULT_THEMES_DIR, THEMES_SOURCE_DIR } from "./repo-paths";

export interface BuildThemeOptions {
  /** The theme's folder name under `themes/`, which is also its handle. */
  handle: string;
  /** Output root: the script lands in `{themesDir}/{handle}/theme.js`. */
  themesDir?: string;
}

const HANDLE = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SHARED_SPECIFIERS: ReadonlySet<string> = new Set(
  SHARED_MODULES.map((module) => module.specifier),
);

/**
 * Builds `themes/{handle}` into one ES module, `{themesDir}/{handle}/theme.js`, that the host
 * imports at start-up. The modules the host shares through its import map (React, the router,
 * the SDK, react-i18next, the theme kit) stay bare imports so the theme runs on the host's single
 * copies; everything else it imports is bundled in.
 *
 * @example
 * await buildTheme({ handle: "minimal" }) // → "<repo>/dist/themes/minimal/theme.js"
 */
export async function buildTheme({
  handle,
  themesDir = DEFAULT_THEMES_DIR,
}: BuildThemeOptions): Promise<string> {
  if (!HANDLE.test(handle)) throw new Error(`Not a theme handle: ${handle}`);
  const themeDir = join(THEMES_SOURCE_DIR, handle);
  const outDir = join(themesDir, handle);
  // Vite's build sets NODE_ENV to production for the whole process when it is unset; `pnpm start`
  // builds in the process that then serves the demo, which must stay a development process
  // (production refuses to start without SMTP). The theme's own code gets production from
  // `define` below.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    configFile: false,
    root: themeDir,
    logLevel: "warn",
    mode: "production",
    plugins: [react()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      lib: { entry: join(themeDir, "src/index.ts"), formats: ["es"], fileName: () => "theme.js" },
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: "esbuild",
      sourcemap: true,
      target: "es2022",
      rollupOptions: { external: (id) => SHARED_SPECIFIERS.has(id) },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  return join(outDir, "theme.js");
}

if (import.meta.filename === process.argv[1]) {
  const handles = process.argv.slice(2);
  if (handles.length === 0) {
    console.error("Usage: tsx scripts/build-theme.ts <handle>… [VITRINE_THEMES_DIR=dir]");
    process.exit(1);
  }
  for (const handle of handles) {
    const file = await buildTheme({ handle, themesDir: process.env.VITRINE_THEMES_DIR });
    console.log(`built ${file}`);
  }
}
