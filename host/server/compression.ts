import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this gain less from compression than the encoding costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The encoding to answer with for an `Accept-Encoding` header: Brotli when accepted, else gzip,
 * else none. A `q=0` refuses an encoding.
 *
 * @example
 * chooseEncoding("gzip, deflate, br, zstd") // "br"
 * chooseEncoding("gzip;q=1.0, br;q=0") // "gzip"
 * chooseEncoding(undefined) // null
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/**
 * True for text the server sends (HTML, CSS, JavaScript, JSON, SVG, XML); images and fonts are
 * compressed already.
 *
 * @example
 * isCompressible("application/json; charset=utf-8") // true
 * isCompressible("image/webp") // false
 */
export function isCompressible(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return (
    type.startsWith("text/") ||
    /^application\/([\w.+-]+\+)?(json|javascript|xml|wasm)$/.test(type) ||
    type === "image/svg+xml"
  );
}

/**
 * Compresses a body. `best` spends more time for a smaller result: for files compressed once and
 * cached; dynamic responses use a fast level.
 */
export async function encodeBody(body: Uint8Array, encoding: Encoding, best = false) {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: best ? 9 : 6 });
}

/**
 * Compresses text responses that are not compressed yet (pages, API JSON), for clients that
 * accept it. Responses that already carry a `Content-Encoding` (cached static files) pass as they are.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (
      encoding === null ||
      c.req.method === "HEAD" ||
      response.body === null ||
      response.headers.has("Content-Encoding") ||
      !isCompressible(response.headers.get("Content-Type")) ||
      /\bno-transform\b/.test(response.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const small = body.byteLength < MIN_COMPRESSED_BYTES;
    const encoded = small ? body : new Uint8Array(await encodeBody(body, encoding));
    // Hono copies the previous response's headers onto the one assigned, so edit after assigning.
    c.res = new Response(encoded, { status: response.status, headers: response.headers });
    c.res.headers.append("Vary", "Accept-Encoding");
    if (small) return;
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.delete("Content-Length");
  };
}
