import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Options } from "tsup";

type ExportTarget = string | { types?: string; default?: string };

interface PackageJson {
  name: string;
  exports: Record<string, ExportTarget>;
  publishConfig?: { exports?: Record<string, ExportTarget> };
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function runtimeFile(target: ExportTarget | undefined): string | undefined {
  return typeof target === "string" ? target : target?.default;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The tsup options of a published package (`packages/*`), read from its package.json so the build
 * and the exports cannot drift apart: each subpath of `exports` (the sources the workspace runs)
 * is built to the file its `publishConfig.exports` names (what the tarball exposes). A CSS subpath
 * is bundled by esbuild, its `@import`s inlined, into the one file it names.
 *
 * `extraEntries` are built beside them, typed too: a file the tarball needs that no subpath
 * names, such as a `bin` (`{ cli: "./src/cli.ts" }` for `./dist/cli.js`).
 *
 * @example
 * // packages/sdk/tsup.config.ts
 * export default packageBuild(fileURLToPath(new URL(".", import.meta.url)));
 */
export function packageBuild(
  packageDir: string,
  extraEntries: Record<string, string> = {},
): Options {
  const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as PackageJson;
  const published = pkg.publishConfig?.exports;
  if (published === undefined) throw new Error(`${pkg.name} has no publishConfig.exports`);
  for (const subpath of Object.keys(pkg.exports)) {
    if (!(subpath in published)) {
      throw new Error(`${pkg.name}: "${subpath}" is in exports but not in publishConfig.exports`);
    }
  }
  const entry: Record<string, string> = { ...extraEntries };
  const typedEntry: Record<string, string> = { ...extraEntries };
  for (const [subpath, target] of Object.entries(published)) {
    const source = runtimeFile(pkg.exports[subpath]);
    const output = runtimeFile(target);
    if (source === undefined || output === undefined || !output.startsWith("./dist/")) {
      throw new Error(`${pkg.name}: "${subpath}" needs a source in exports and a ./dist/ file`);
    }
    const name = output.slice("./dist/".length).replace(/\.(js|css)$/, "");
    entry[name] = source;
    if (!output.endsWith(".css")) typedEntry[name] = source;
  }
  // tsup leaves dependencies and peers external already; listed again, with every workspace
  // package, so that no change of its defaults can bundle React or another @vitrine package.
  const external = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ].map((name) => new RegExp(`^${escapeRegExp(name)}(/|$)`));
  return {
    entry,
    dts: { entry: typedEntry },
    format: ["esm"],
    platform: "neutral",
    target: "es2022",
    outDir: "dist",
    sourcemap: true,
    clean: true,
    // `node:` too: a Node-only subpath (`@vitrine/contract/theme-budget` gzips) imports builtins.
    external: [...external, /^@vitrine\//, /^node:/],
    tsconfig: join(packageDir, "tsconfig.json"),
  };
}
