import { createHash } from "node:crypto";
import type { ThemeSettingsSchema, ThemeUpload } from "@vitrine/contract";
import { themeBudget } from "@vitrine/contract/theme-budget";

export interface ThemeBuildOutput {
  handle: string;
  /** Built files by plain name (`theme.js`, `theme.css`); renamed here with their content hash. */
  files: Record<string, Uint8Array | string>;
  /** The entry's name among `files`. */
  entry: string;
  styles?: string[];
  settings?: ThemeSettingsSchema;
  locales?: string[];
}

/**
 * A name carrying the first 8 hex of the content's SHA-256 before its extension.
 * @example contentHashedName("theme.js", bytes) // "theme.3f9a1c2b.js"
 */
export function contentHashedName(name: string, body: Uint8Array): string {
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 8);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? `${name}.${hash}` : `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

/**
 * The `ThemeUpload` of a build: each file renamed with its content hash (and `./name` imports
 * between them rewritten to match), its size and SHA-256, the gzip figure of every file, and the
 * bytes in base64. What `scripts/publish-demo-theme.ts` and the tests send; the server
 * recomputes every figure.
 *
 * @example
 * themeUploadOf({ handle: "studio", entry: "theme.js", files: { "theme.js": "export default {}" }, locales: ["en"] })
 * // { manifest: { handle: "studio", entry: "theme.1b2c3d4e.js", styles: [], files: [{ path: "theme.1b2c3d4e.js", bytes: 17, sha256: "1b2c…" }], gzipBytes: 37, … },
 * //   files: { "theme.1b2c3d4e.js": "ZXhwb3J0IGRlZmF1bHQge30=" } }
 */
export function themeUploadOf(build: ThemeBuildOutput): ThemeUpload {
  const bytes = new Map(
    Object.entries(build.files).map(([name, body]) => [
      name,
      typeof body === "string" ? new TextEncoder().encode(body) : body,
    ]),
  );
  // Files imported by others are named first, so the importers' bytes (and hash) include the new names.
  const renamed = new Map<string, string>();
  const names = [...bytes.keys()].sort(
    (a, b) => Number(a === build.entry) - Number(b === build.entry),
  );
  for (const name of names) {
    let body = bytes.get(name) ?? new Uint8Array();
    if (name.endsWith(".js") && renamed.size > 0) {
      let text = new TextDecoder().decode(body);
      for (const [from, to] of renamed) text = text.split(`./${from}`).join(`./${to}`);
      body = new TextEncoder().encode(text);
      bytes.set(name, body);
    }
    renamed.set(name, contentHashedName(name, body));
  }
  const pathOf = (name: string) => renamed.get(name) ?? name;
  const files = [...bytes].map(([name, body]) => ({
    path: pathOf(name),
    bytes: body.byteLength,
    sha256: createHash("sha256").update(body).digest("hex"),
  }));
  const styles = build.styles ?? [];
  return {
    manifest: {
      handle: build.handle,
      settings: build.settings ?? [],
      locales: build.locales ?? ["en"],
      entry: pathOf(build.entry),
      styles: styles.map(pathOf),
      files,
      gzipBytes: themeBudget(bytes).gzipBytes,
    },
    files: Object.fromEntries(
      [...bytes].map(([name, body]) => [pathOf(name), Buffer.from(body).toString("base64")]),
    ),
  };
}
