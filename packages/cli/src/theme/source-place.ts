import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { lineAndColumn } from "@vitrine/contract/theme-check";

export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

/** The theme's own source files, `src/` and below, relative to the project. */
async function sourceFiles(projectDir: string): Promise<string[]> {
  const entries = await readdir(join(projectDir, "src"), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|js|jsx|json)$/.test(entry.name))
    .filter((entry) => !/\.(?:test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => relative(projectDir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Where the theme's source writes a property with this value (`id: "hero_heading"`, `fr: {`),
 * for a problem found in what the theme's module made: the first match in `src/`, a `key: value`
 * before a bare literal. Null when the source never writes it literally.
 *
 * @example
 * await sourcePlace("/work/studio", { key: "id", value: "page_width" })
 * // { file: "src/settings.ts", line: 14, column: 9 }
 */
export async function sourcePlace(
  projectDir: string,
  { key, value }: { key: string; value: string | null },
): Promise<SourcePlace | null> {
  const quoted = value === null ? "" : `\\s*["'\`]${escapeRegExp(value)}["'\`]`;
  const patterns = [new RegExp(`\\b${escapeRegExp(key)}["']?\\s*:${quoted}`)];
  if (value !== null) patterns.push(new RegExp(`["'\`]${escapeRegExp(value)}["'\`]`));
  const files = await sourceFiles(projectDir).catch(() => []);
  for (const pattern of patterns) {
    for (const file of files) {
      const source = await readFile(join(projectDir, file), "utf8");
      const match = pattern.exec(source);
      if (match) return { file, ...lineAndColumn(source, match.index) };
    }
  }
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The setting or section type a schema problem's field points into, as the key and value that
 * name it in the source: `settings[0].settings[1].default` → the `id` of that setting.
 *
 * @example
 * namedBy({ settings: [{ id: "colors", settings: [{ id: "a" }, { id: "page_width" }] }] }, "settings[0].settings[1].default")
 * // { key: "id", value: "page_width" }
 */
export function namedBy(
  root: Record<string, unknown>,
  field: string,
): { key: string; value: string } | null {
  let node: unknown = root;
  let named: { key: string; value: string } | null = null;
  for (const part of field.match(/[^.[\]]+/g) ?? []) {
    if (typeof node !== "object" || node === null) break;
    node = (node as Record<string, unknown>)[part];
    if (typeof node !== "object" || node === null) break;
    const { id, type } = node as { id?: unknown; type?: unknown };
    if (typeof id === "string") named = { key: "id", value: id };
    else if (typeof type === "string") named = { key: "type", value: type };
  }
  return named;
}
