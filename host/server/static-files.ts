import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import type { Context } from "hono";
import {
  chooseEncoding,
  type Encoding,
  encodeBody,
  isCompressible,
  MIN_COMPRESSED_BYTES,
} from "./compression";

/** Vite's content-hashed output: a new build gives new names, so these never change. */
export const HASHED_ASSETS_PREFIX = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=300, must-revalidate";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
};

interface LoadedFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
  etag: string;
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
}

export interface StaticFiles {
  /** True when the build has a file at this URL path. */
  has(path: string): boolean;
  /** Answers with the file, compressed once per encoding and kept in memory. */
  serve(c: Context, path: string): Promise<Response>;
}

/**
 * The built files of `distDir` by URL path, except the HTML pages the server renders itself.
 * Requests are looked up in this index, never joined onto the folder, so no path can escape it.
 * Files are read on first request and kept with their compressed forms (a build is a few MB).
 */
export async function indexStaticFiles(
  distDir: string,
  renderedPages: readonly string[],
): Promise<StaticFiles> {
  const paths = new Map<string, string>();
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(distDir, file).split(sep).join("/")}`;
    if (!renderedPages.includes(urlPath)) paths.set(urlPath, file);
  }
  const loaded = new Map<string, Promise<LoadedFile>>();

  const load = (path: string, file: string): Promise<LoadedFile> => {
    let entry = loaded.get(path);
    if (entry === undefined) {
      entry = readFile(file).then((buffer) => {
        const body = new Uint8Array(buffer);
        return {
          body,
          contentType: CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
          cacheControl: path.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE,
          etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
          encoded: new Map(),
        };
      });
      loaded.set(path, entry);
    }
    return entry;
  };

  return {
    has: (path) => paths.has(path),
    async serve(c, path) {
      const file = paths.get(path);
      if (file === undefined) return c.notFound();
      const loadedFile = await load(path, file);
      const headers: Record<string, string> = {
        "Content-Type": loadedFile.contentType,
        "Cache-Control": loadedFile.cacheControl,
        ETag: loadedFile.etag,
        "X-Content-Type-Options": "nosniff",
      };
      const compressible =
        isCompressible(loadedFile.contentType) &&
        loadedFile.body.byteLength >= MIN_COMPRESSED_BYTES;
      if (compressible) headers.Vary = "Accept-Encoding";
      if (c.req.header("If-None-Match") === loadedFile.etag) {
        return new Response(null, { status: 304, headers });
      }
      const encoding = compressible ? chooseEncoding(c.req.header("Accept-Encoding")) : null;
      if (encoding === null) return new Response(loadedFile.body, { headers });
      let encoded = loadedFile.encoded.get(encoding);
      if (encoded === undefined) {
        encoded = encodeBody(loadedFile.body, encoding).then((bytes) => new Uint8Array(bytes));
        loadedFile.encoded.set(encoding, encoded);
      }
      return new Response(await encoded, { headers: { ...headers, "Content-Encoding": encoding } });
    },
  };
}
