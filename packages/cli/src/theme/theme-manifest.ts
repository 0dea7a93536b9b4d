import { createHash } from "node:crypto";
import type {
  ThemeManifest,
  ThemeSectionsSchema,
  ThemeSettingsSchema,
  ThemeUpload,
} from "@vitrine/contract";
import { themeBudget } from "@vitrine/contract/theme-budget";

/** What the build knows about the theme once its module has run: `defineTheme`'s answer. */
export interface ThemeFacts {
  handle: string;
  settings: ThemeSettingsSchema;
  /** Its home page's sections, or `null` for a fixed home page (left out of the manifest). */
  sections: ThemeSectionsSchema | null;
  locales: string[];
}

/** A built theme: its manifest and each file's bytes by path. */
export interface BuiltTheme {
  manifest: ThemeManifest;
  files: Map<string, Buffer>;
}

/**
 * A file's content-hashed name: the first 8 hex digits of its SHA-256 before the extension, so an
 * address never serves two contents and caches can keep it forever.
 *
 * @example
 * hashedName("theme.js", Buffer.from("export default 1")) // "theme.5b0e5c7a.js" (digits depend on the bytes)
 */
export function hashedName(name: string, bytes: Buffer): string {
  const dot = name.lastIndexOf(".");
  const hash = sha256(bytes).slice(0, 8);
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Names the built script and stylesheet by their content and lists them in a manifest.
 *
 * @example
 * builtTheme(facts, { script: jsBytes, style: cssBytes })
 * // → { manifest: { handle, settings, locales, entry: "theme.1a2b3c4d.js", styles: ["theme.9f8e7d6c.css"], files: […], gzipBytes: 3812 }, files }
 */
export function builtTheme(
  facts: ThemeFacts,
  { script, style }: { script: Buffer; style: Buffer | null },
): BuiltTheme {
  const files = new Map<string, Buffer>();
  const entry = hashedName("theme.js", script);
  files.set(entry, script);
  const styles: string[] = [];
  if (style && style.length > 0) {
    const name = hashedName("theme.css", style);
    files.set(name, style);
    styles.push(name);
  }
  const manifest: ThemeManifest = {
    handle: facts.handle,
    settings: facts.settings,
    ...(facts.sections === null ? {} : { sections: facts.sections }),
    locales: facts.locales,
    entry,
    styles,
    files: [...files].map(([path, bytes]) => ({
      path,
      bytes: bytes.length,
      sha256: sha256(bytes),
    })),
    gzipBytes: themeBudget(files).gzipBytes,
  };
  return { manifest, files };
}

/** The body of `POST /api/creators/themes`: the manifest and each file, base64. */
export function themeUpload({ manifest, files }: BuiltTheme): ThemeUpload {
  return {
    manifest,
    files: Object.fromEntries([...files].map(([path, bytes]) => [path, bytes.toString("base64")])),
  };
}
