import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { FONT_FILES_MANIFEST, type FontFileSource, fontFileSources } from "./font-files";

/** The module whose default export is the served URL of each font file, for `loadFont` at run time. */
const FONT_FILES_MODULE = "vitrine:font-files";
const RESOLVED_FONT_FILES_MODULE = `\0${FONT_FILES_MODULE}`;

/**
 * Self-hosts the supported fonts: the build emits each file of `fontFileSources()` as a hashed
 * asset (served immutable from `/assets/`) and writes `font-files.json`, file name → URL, for the
 * host server's page head. No module of the app imports a font, so the first load's JavaScript
 * does not change. `vitrine:font-files` exports the same record to code that loads a font at run
 * time (in dev, Vite's `/@fs/` URLs of the package files). A missing package fails the build.
 *
 * @example
 * // vite.config.ts
 * plugins: [react(), fontFiles()]
 * // dist/font-files.json
 * // {"inter-latin-400-normal.woff2":"/assets/inter-latin-400-normal-B2x4.woff2",…}
 */
export function fontFiles(sources: readonly FontFileSource[] = fontFileSources()): Plugin {
  let base = "/";
  let root = process.cwd();
  let building = false;
  const references = new Map<string, string>();
  const resolveFile = (specifier: string) =>
    createRequire(path.join(root, "package.json")).resolve(specifier);

  return {
    name: "vitrine:font-files",
    configResolved(config) {
      base = config.base;
      root = config.root;
      building = config.command === "build";
    },
    buildStart() {
      if (!building) return;
      for (const source of sources) {
        const reference = this.emitFile({
          type: "asset",
          name: source.name,
          source: readFileSync(resolveFile(source.specifier)),
        });
        references.set(source.name, reference);
      }
    },
    resolveId(id) {
      return id === FONT_FILES_MODULE ? RESOLVED_FONT_FILES_MODULE : null;
    },
    load(id) {
      if (id !== RESOLVED_FONT_FILES_MODULE) return null;
      const entries = sources.map((source) => {
        const url = building
          ? `import.meta.ROLLUP_FILE_URL_${references.get(source.name)}`
          : JSON.stringify(`${base}@fs${resolveFile(source.specifier)}`);
        return `${JSON.stringify(source.name)}: ${url}`;
      });
      return `export default {\n  ${entries.join(",\n  ")}\n};`;
    },
    generateBundle() {
      const manifest = Object.fromEntries(
        [...references].map(([name, reference]) => [name, `${base}${this.getFileName(reference)}`]),
      );
      this.emitFile({
        type: "asset",
        fileName: FONT_FILES_MANIFEST,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
