import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HOST_DIST_DIR } from "./repo-paths";

/** A chunk of the host's build, as Vite's manifest lists it. */
export interface ManifestChunk {
  /** `assets/Bx3k9aQe.js`: the app's chunks are named by their hash. */
  file: string;
  /** What the chunk is: its first module's name (`product-page`), or the import map's. */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the host's build in `host/dist`. */
export async function readHostManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(join(HOST_DIST_DIR, ".vite/manifest.json"), "utf8")) as Manifest;
}

/**
 * A script of the build as a person reads it: its chunk's name, then its file (a path under the
 * build, or the file's name alone as the browser reports a script); the file alone when the build
 * has no such chunk.
 *
 * @example
 * chunkLabel(manifest, "assets/Bx3k9aQe.js") // "product-page (assets/Bx3k9aQe.js)"
 * chunkLabel(manifest, "Bx3k9aQe.js") // "product-page (Bx3k9aQe.js)"
 */
export function chunkLabel(manifest: Manifest, file: string): string {
  const name = Object.values(manifest).find(
    (chunk) => chunk.file === file || chunk.file.endsWith(`/${file}`),
  )?.name;
  return name === undefined ? file : `${name} (${file})`;
}
