import type { Plugin, Rollup } from "vite";

/**
 * What a dynamic import still has to preload: its chunk's dependencies less those the importing
 * chunk already imports statically, directly or not, which are loaded before it runs. Vite lists
 * them all in the importer; in the app's entry that is the entry's own chunks (React, the router,
 * the SDK) repeated in the preload list of each of its forty lazy pages, downloaded with every
 * first load for nothing.
 *
 * @example
 * // index.js imports react.js; its lazy page.js imports react.js and form.js
 * depsToPreload(bundle, "index.js", ["react.js", "form.js"]) // → ["form.js"]
 */
export function depsToPreload(
  bundle: Rollup.OutputBundle,
  importer: string,
  deps: readonly string[],
): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (loaded.has(file) || chunk?.type !== "chunk") return;
    loaded.add(file);
    chunk.imports.forEach(visit);
  };
  visit(importer);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * Trims the build's preload lists with `depsToPreload`, after the rule of the plugins before it
 * (the import map's). Vite asks for the lists while it writes the chunks, once this plugin's early
 * `generateBundle` has handed it the bundle.
 */
export function preloadOnlyWhatIsMissing(): Plugin {
  let bundle: Rollup.OutputBundle | undefined;
  return {
    name: "vitrine:preload-only-what-is-missing",
    apply: "build",
    config(config) {
      const modulePreload = config.build?.modulePreload;
      const earlier =
        typeof modulePreload === "object" ? modulePreload.resolveDependencies : undefined;
      return {
        build: {
          modulePreload: {
            resolveDependencies: (file, deps, context) => {
              const kept = earlier?.(file, deps, context) ?? deps;
              return bundle === undefined ? kept : depsToPreload(bundle, context.hostId, kept);
            },
          },
        },
      };
    },
    generateBundle: {
      order: "pre",
      handler(_, output) {
        bundle = output;
      },
    },
  };
}
