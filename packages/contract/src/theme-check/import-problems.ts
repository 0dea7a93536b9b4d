import { builtinModules } from "node:module";
import { init as initLexer, parse as parseModule } from "es-module-lexer";
import { SHARED_MODULE_SPECIFIERS } from "../themes/shared-modules";
import { lineAndColumn, type ThemeProblem } from "./theme-problem";

const SHARED: ReadonlySet<string> = new Set(SHARED_MODULE_SPECIFIERS);
const NODE_BUILTINS: ReadonlySet<string> = new Set(builtinModules);
const REMOTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

const COMPUTED =
  "imports a computed address (import(name)): the shop can only check and serve files it knows, so import each by its literal path";

/**
 * Why the import rule refuses an import, or null when a theme may make it: `specifier` null is
 * `import()` of a computed address. `vitrine theme check` asks it of each import its bundler
 * resolves; the shop of each import in an uploaded script (`importProblems`).
 *
 * @example
 * importRefusal("react", () => false) // null: a shared module
 * importRefusal("node:fs", () => true) // 'imports the Node built-in "node:fs": …'
 * importRefusal(null, () => true) // "imports a computed address …"
 */
export function importRefusal(
  specifier: string | null,
  allowed: (specifier: string) => boolean,
): string | null {
  if (specifier === null) return COMPUTED;
  if (specifier.startsWith("node:") || NODE_BUILTINS.has(specifier.split("/")[0] ?? "")) {
    return `imports the Node built-in "${specifier}": a theme runs in the visitor's browser and the shop's isolate, where there is none`;
  }
  if (REMOTE.test(specifier) || /^(?:data|blob|https?):/i.test(specifier)) {
    return `imports "${specifier}" from another address: a theme's code is only what its upload holds`;
  }
  if (SHARED.has(specifier) || allowed(specifier)) return null;
  return `imports "${specifier}": a theme may import only the host's shared modules (${SHARED_MODULE_SPECIFIERS.join(", ")}) and ./files of its upload`;
}

/**
 * Every import of one ES module that breaks the import rule, each at its line and column: Node
 * built-ins (`node:fs`, `fs`), remote addresses, `import()` of a computed address, and anything
 * `allowed` does not accept beyond the host's shared modules. The shop calls it on each uploaded
 * script with the upload's own files allowed; `vitrine theme check` on each source file with
 * packages and relative files allowed (the bundler takes those in).
 *
 * @example
 * await importProblems('import fs from "node:fs";\nimport(name)', "theme.1a2b3c4d.js", () => false)
 * // [{ rule: "imports", file: "theme.1a2b3c4d.js", line: 1, column: 16, message: 'imports the Node built-in "node:fs": …' },
 * //  { rule: "imports", file: "theme.1a2b3c4d.js", line: 2, column: 1, message: "imports a computed address …" }]
 */
export async function importProblems(
  source: string,
  file: string,
  allowed: (specifier: string) => boolean,
): Promise<ThemeProblem[]> {
  await initLexer();
  let imports: ReturnType<typeof parseModule>[0];
  try {
    imports = parseModule(source)[0];
  } catch (error) {
    return [
      {
        rule: "imports",
        file,
        message: `is not a JavaScript module the shop can read (${error instanceof Error ? error.message : String(error)})`,
      },
    ];
  }
  const problems: ThemeProblem[] = [];
  for (const entry of imports) {
    if (entry.type === "import-meta") continue;
    const specifier = entry.specifier;
    const computed = specifier === undefined || (entry.type === "dynamic" && entry.glob);
    const message = importRefusal(computed ? null : specifier, allowed);
    if (message === null) continue;
    problems.push({ rule: "imports", file, ...lineAndColumn(source, entry.importStart), message });
  }
  return problems;
}
