import type { Context, Isolate, Module, Script } from "isolated-vm";

/** A context no render has used, with the bundle, the shared modules and one theme evaluated. */
export interface ReadyContext {
  context: Context;
  /** Every module compiled for this context, the theme's included: each holds the context. */
  modules: Module[];
  themeSource: string;
  theme: Module;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The module a theme imports for a shared module: the host's copy, re-exported by name.
 *
 * @example
 * sharedModuleSource("react", ["useState", "default"])
 * // const shared = globalThis.__vitrine.shared["react"];
 * // export default shared.default ?? shared;
 * // export const { useState } = shared;
 */
export function sharedModuleSource(specifier: string, names: readonly string[]): string {
  const named = names.filter((name) => name !== "default" && IDENTIFIER.test(name));
  return [
    `const shared = globalThis.__vitrine.shared[${JSON.stringify(specifier)}];`,
    "export default shared.default ?? shared;",
    named.length > 0 ? `export const { ${named.join(", ")} } = shared;` : "",
  ].join("\n");
}

/**
 * A fresh context in `isolate` with the bundle run, every shared module compiled from the
 * bundle's copy and the theme evaluated against them: a theme may import only those. Each step
 * runs under `timeLimitMs`; on failure everything compiled is released.
 */
export async function prepareContext(
  { isolate, bundle }: { isolate: Isolate; bundle: Script },
  themeSource: string,
  sharedModules: readonly string[],
  timeLimitMs: number,
): Promise<ReadyContext> {
  const context = await isolate.createContext();
  const compiled: Module[] = [];
  try {
    await bundle.run(context, { timeout: timeLimitMs });
    const modules = new Map<string, Module>();
    for (const specifier of sharedModules) {
      const names = (await context.evalClosure("return __vitrine.exportNames($0)", [specifier], {
        result: { copy: true },
        timeout: timeLimitMs,
      })) as string[];
      const module = await isolate.compileModule(sharedModuleSource(specifier, names), {
        filename: `shared:${specifier}`,
      });
      compiled.push(module);
      await module.instantiate(context, () => {
        throw new Error("A shared module imports nothing");
      });
      await module.evaluate({ timeout: timeLimitMs });
      modules.set(specifier, module);
    }
    const theme = await isolate.compileModule(themeSource, { filename: "theme.js" });
    compiled.push(theme);
    await theme.instantiate(context, (specifier) => {
      const module = modules.get(specifier);
      if (module === undefined) {
        throw new Error(`A theme script may import only the shared modules, not "${specifier}"`);
      }
      return module;
    });
    await theme.evaluate({ timeout: timeLimitMs });
    return { context, modules: compiled, themeSource, theme };
  } catch (error) {
    release({ context, modules: compiled });
    throw error;
  }
}

/**
 * Frees a render's context and what was compiled for it: a module left unreleased keeps its
 * context, and with it the whole render's heap, alive in the isolate (about 3 MB a render, until
 * the isolate ran out of memory after some 45 renders of an honest theme).
 */
export function release(ready: Pick<ReadyContext, "context" | "modules">): void {
  for (const module of ready.modules) module.release();
  ready.context.release();
}
