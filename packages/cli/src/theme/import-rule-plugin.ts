import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { importRefusal, lineAndColumn, type ThemeProblem } from "@vitrine/contract/theme-check";
import type { Plugin } from "vite";

// The bundler takes in packages and the project's own files; the rule is about the rest.
const bundled = () => true;

/**
 * The shop's import rule, applied to the theme's source while it builds: each refused import
 * (a Node built-in, a remote address, `import()` of a computed address) is a problem at its
 * place in the source file, and is left out of the bundle as an external import so the build
 * goes on and every other problem is found too. Without it the bundler shims `node:fs` empty (so
 * a theme calling it breaks in the visitor's browser) or fails on the first named import.
 *
 * @example
 * const problems: ThemeProblem[] = [];
 * await build({ ...themeViteConfig(dir, out), plugins: [importRulePlugin(dir, problems), react()] });
 * // problems → [{ rule: "imports", file: "src/pages/home.tsx", line: 2, column: 1, message: 'imports the Node built-in "node:fs": …' }]
 */
export function importRulePlugin(projectDir: string, problems: ThemeProblem[]): Plugin {
  const report = (importer: string | undefined, specifier: string | null, message: string) => {
    const file = importer ? relative(projectDir, importer) : undefined;
    problems.push({
      rule: "imports",
      message,
      ...(importer ? { file, ...placeOf(importer, specifier) } : {}),
    });
  };
  return {
    name: "vitrine:import-rule",
    enforce: "pre",
    resolveId(specifier, importer) {
      if (importer === undefined || specifier.startsWith("\0")) return null;
      const message = importRefusal(specifier, bundled);
      if (message === null) return null;
      report(importer, specifier, message);
      return { id: specifier, external: true };
    },
    resolveDynamicImport(specifier, importer) {
      if (typeof specifier === "string") return null;
      report(importer, null, importRefusal(null, bundled) ?? "");
      return false;
    },
  };
}

/**
 * Where an import of `specifier` stands in a source file: its literal, or for a computed
 * `import()` the first `import(` not followed by a quote. Searched in the file as written,
 * since the bundler sees it after TypeScript and JSX are compiled away.
 */
function placeOf(file: string, specifier: string | null): { line?: number; column?: number } {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return {};
  }
  const at =
    specifier === null
      ? source.search(/\bimport\(\s*[^\s"'`]/)
      : Math.max(source.indexOf(`"${specifier}"`), source.indexOf(`'${specifier}'`));
  if (at < 0) return {};
  const lineStart = source.lastIndexOf("\n", at) + 1;
  const statement = specifier === null ? at : source.slice(lineStart, at).search(/\S/) + lineStart;
  return lineAndColumn(source, statement);
}
