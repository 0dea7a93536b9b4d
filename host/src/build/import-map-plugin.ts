import { createRequire } from "node:module";
import path from "node:path";
import type { HtmlTagDescriptor, Plugin, Rollup } from "vite";
import { SHARED_MODULES, type SharedModule, sharedEntryName } from "./shared-modules";

const VIRTUAL_PREFIX = "vitrine-shared:";
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
/** The module whose `loadSharedModules()` imports every shared chunk (see the plugin's doc). */
const SHARED_MODULES_LOADER = "vitrine:shared-modules";
const RESOLVED_LOADER = `\0${SHARED_MODULES_LOADER}`;

export interface ImportMap {
  imports: Record<string, string>;
}

/**
 * Shares the host's copy of React, the router, the SDK and the theme kit with theme scripts. Each
 * shared module gets a chunk of its own that re-exports it whole, and every HTML page gets an
 * import map, before any module script, from the bare name to that chunk. A theme script imported
 * at run time then resolves `import { useState } from "react"` to the very module the host runs.
 * In dev the map points at the same re-exports as served by Vite.
 *
 * The app imports those chunks with `loadSharedModules()` from `vitrine:shared-modules`, beside
 * the theme script. Being dynamic imports of the app, Rollup knows they run after it and leaves
 * whatever the app loads anyway in the app's chunks; as entries of their own they would split
 * the app's first load into many small chunks shared with them (2 KB gzip more on the product
 * page with the kit shared). Their whole namespaces escape, so every export is kept.
 *
 * @example
 * // vite.config.ts
 * plugins: [react(), sharedModulesImportMap()]
 * // dist/index.html
 * // <script type="importmap">{"imports":{"react":"/assets/shared/react-3f2a.js",…}}</script>
 */
export function sharedModulesImportMap(modules: readonly SharedModule[] = SHARED_MODULES): Plugin {
  let base = "/";
  let root = process.cwd();
  let assetsDir = "assets";
  let building = false;
  return {
    name: "vitrine:shared-modules-import-map",
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, dependencies) => (isSharedChunk(file) ? [] : dependencies),
        },
      },
    }),
    configResolved(config) {
      base = config.base;
      root = config.root;
      assetsDir = config.build.assetsDir;
      building = config.command === "build";
    },
    buildStart() {
      if (!building) return;
      // Imported only dynamically, the facade of a CommonJS package (nothing but re-exports of a
      // package the app loads whole) is folded into the app's chunk, and the map has no file to
      // name. As an entry it keeps its own chunk, at no cost: the package is not split anyway.
      // A module loaded on demand is not in the loader at all: only an entry gives it a chunk.
      for (const module of modules.filter(
        (candidate) => candidate.commonjs || candidate.onDemand,
      )) {
        this.emitFile({
          type: "chunk",
          id: VIRTUAL_PREFIX + module.specifier,
          name: sharedEntryName(module.specifier),
          // An app build drops entry exports nobody imports; a theme script imports them later.
          preserveSignature: "strict",
        });
      }
    },
    outputOptions(options) {
      const chunkFileNames = options.chunkFileNames ?? `${assetsDir}/[name]-[hash].js`;
      return {
        ...options,
        // Stable, readable names for the chunks the import map lists.
        chunkFileNames: (chunk) => {
          const specifier = chunk.facadeModuleId?.startsWith(RESOLVED_PREFIX)
            ? chunk.facadeModuleId.slice(RESOLVED_PREFIX.length)
            : undefined;
          if (specifier !== undefined)
            return `${assetsDir}/${sharedEntryName(specifier)}-[hash].js`;
          return typeof chunkFileNames === "function" ? chunkFileNames(chunk) : chunkFileNames;
        },
      };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) || id === SHARED_MODULES_LOADER ? `\0${id}` : null;
    },
    load(id) {
      if (id === RESOLVED_LOADER) return sharedModulesLoaderCode(modules);
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const specifier = id.slice(RESOLVED_PREFIX.length);
      const module = modules.find((candidate) => candidate.specifier === specifier);
      if (module === undefined) return null;
      return sharedEntryCode(module, module.commonjs ? commonjsExportNames(root, specifier) : []);
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context): HtmlTagDescriptor[] {
        const map =
          context.bundle === undefined
            ? devImportMap(modules, base)
            : importMapFromBundle(modules, context.bundle, base);
        return [
          {
            tag: "script",
            attrs: { type: "importmap" },
            children: JSON.stringify(map),
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}

/**
 * The source of a shared entry: everything the module exports, re-exported under the same names.
 *
 * @example
 * sharedEntryCode({ specifier: "@vitrine/sdk" }, []) // 'export * from "@vitrine/sdk";'
 * sharedEntryCode({ specifier: "react/jsx-runtime", commonjs: true }, ["jsx", "jsxs", "Fragment"])
 * // 'export { jsx, jsxs, Fragment } from "react/jsx-runtime";\nexport { default } from "react/jsx-runtime";'
 */
export function sharedEntryCode(module: SharedModule, exportNames: readonly string[]): string {
  const source = JSON.stringify(module.specifier);
  if (!module.commonjs) return `export * from ${source};`;
  return [
    `export { ${exportNames.join(", ")} } from ${source};`,
    `export { default } from ${source};`,
  ].join("\n");
}

/**
 * The source of `vitrine:shared-modules`: one dynamic import per shared module, but those loaded
 * on demand.
 *
 * @example
 * sharedModulesLoaderCode([{ specifier: "react", commonjs: true }, { specifier: "kit/checkout", onDemand: true }])
 * // 'export function loadSharedModules() {\n  return Promise.all([import("vitrine-shared:react")]);\n}'
 */
export function sharedModulesLoaderCode(modules: readonly SharedModule[]): string {
  const imports = modules
    .filter((module) => !module.onDemand)
    .map((module) => `import(${JSON.stringify(VIRTUAL_PREFIX + module.specifier)})`);
  return `export function loadSharedModules() {\n  return Promise.all([${imports.join(", ")}]);\n}`;
}

/**
 * The import map of a build: each shared module's bare name to its chunk's address. Throws when a
 * shared module has no chunk (the app never imported `vitrine:shared-modules`), because a theme
 * script would then fail to load.
 *
 * @example
 * importMapFromBundle([{ specifier: "react", commonjs: true }], bundle, "/")
 * // { imports: { react: "/assets/shared/react-3f2a.js" } }
 */
export function importMapFromBundle(
  modules: readonly SharedModule[],
  bundle: Rollup.OutputBundle,
  base: string,
): ImportMap {
  const imports: Record<string, string> = {};
  for (const module of modules) {
    const chunk = Object.values(bundle).find(
      (output) =>
        output.type === "chunk" && output.facadeModuleId === RESOLVED_PREFIX + module.specifier,
    );
    if (chunk === undefined) {
      throw new Error(`Shared module "${module.specifier}" has no chunk in the build`);
    }
    imports[module.specifier] = joinBase(base, chunk.fileName);
  }
  return { imports };
}

function devImportMap(modules: readonly SharedModule[], base: string): ImportMap {
  // Vite serves a virtual module at /@id/ with its NUL byte spelt __x00__.
  return {
    imports: Object.fromEntries(
      modules.map((module) => [
        module.specifier,
        joinBase(base, `@id/__x00__${VIRTUAL_PREFIX}${module.specifier}`),
      ]),
    ),
  };
}

/**
 * A shared module's chunk, by its output name (`chunkFileNames` above). `loadSharedModules()`
 * imports them without Vite's `<link rel="modulepreload">` for each of their dependencies (some
 * forty in the host): those are the app's own chunks, loaded already, or chunks the browser finds
 * as it loads the re-export, and appending that many links cost the boot's task about 18 ms of a
 * desktop's main thread.
 *
 * @example
 * isSharedChunk("assets/shared/react-3f2a.js") // true
 * isSharedChunk("assets/product-page-9c1d.js") // false
 */
export function isSharedChunk(file: string): boolean {
  return /(^|\/)shared\/[^/]+\.js$/.test(file);
}

function commonjsExportNames(root: string, specifier: string): string[] {
  const required = createRequire(path.join(root, "package.json"))(specifier) as object;
  return Object.keys(required).filter(
    (name) => name !== "default" && name !== "__esModule" && /^[A-Za-z_$][\w$]*$/.test(name),
  );
}

function joinBase(base: string, file: string): string {
  return `${base.endsWith("/") ? base : `${base}/`}${file}`;
}
