import { createRequire } from "node:module";
import path from "node:path";
import type { HtmlTagDescriptor, Plugin, Rollup } from "vite";
import { SHARED_MODULES, type SharedModule, sharedEntryName } from "./shared-modules";

const VIRTUAL_PREFIX = "vitrine-shared:";
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

export interface ImportMap {
  imports: Record<string, string>;
}

/**
 * Shares the host's copy of React, the router and the SDK with theme scripts. Each shared module
 * gets an entry chunk of its own that re-exports it (its exports kept, never tree-shaken), and
 * every HTML page gets an import map, before any module script, from the bare name to that chunk.
 * A theme script imported at run time then resolves `import { useState } from "react"` to the
 * very module the host runs. In dev the map points at the same re-exports as served by Vite.
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
  let building = false;
  return {
    name: "vitrine:shared-modules-import-map",
    configResolved(config) {
      base = config.base;
      root = config.root;
      building = config.command === "build";
    },
    buildStart() {
      if (!building) return;
      for (const module of modules) {
        this.emitFile({
          type: "chunk",
          id: VIRTUAL_PREFIX + module.specifier,
          name: sharedEntryName(module.specifier),
          // An app build drops entry exports nobody imports; a theme script imports them later.
          preserveSignature: "strict",
        });
      }
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
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
 * The import map of a build: each shared module's bare name to its entry chunk's address.
 * Throws when a shared module has no chunk, because a theme script would then fail to load.
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
        output.type === "chunk" &&
        output.isEntry &&
        output.facadeModuleId === RESOLVED_PREFIX + module.specifier,
    );
    if (chunk === undefined) {
      throw new Error(`Shared module "${module.specifier}" has no entry chunk in the build`);
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

function commonjsExportNames(root: string, specifier: string): string[] {
  const required = createRequire(path.join(root, "package.json"))(specifier) as object;
  return Object.keys(required).filter(
    (name) => name !== "default" && name !== "__esModule" && /^[A-Za-z_$][\w$]*$/.test(name),
  );
}

function joinBase(base: string, file: string): string {
  return `${base.endsWith("/") ? base : `${base}/`}${file}`;
}
