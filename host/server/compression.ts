import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
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
 * Compresses a whole body at the best level: for files compressed once and cached.
 *
 * @example
 * const encoded = await encodeBody(new TextEncoder().encode(css), "br"); // Brotli at quality 11
 */
export async function encodeBody(body: Uint8Array, encoding: Encoding) {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/**
 * A body compressed as it flows, at a fast level: each chunk is flushed as soon as it is
 * written, so what the source has sent (a page's head while its data loads) reaches the browser
 * at once, decodable, instead of waiting in the encoder for more. Cancelling the result cancels
 * the source (a visitor who left stops the render).
 *
 * @example
 * new Response(compressStream(pageStream(frame, rendered), "br"), { headers: { "Content-Encoding": "br" } })
 */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const encoder =
    encoding === "br"
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  const reader = body.getReader();
  const pump = async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return void encoder.end();
      encoder.write(value);
      await new Promise<void>((resolve) => encoder.flush(flushKind, () => resolve()));
    }
  };
  pump().catch((error: unknown) => encoder.destroy(error as Error));
  encoder.on("close", () => void reader.cancel().catch(() => {}));
  return Readable.toWeb(encoder) as ReadableStream<Uint8Array>;
}

/**
 * The body's first bytes, read until there are `MIN_COMPRESSED_BYTES` or the body ended, and
 * the body again from its start: a short answer is sent as it is, a long one compressed from
 * its first chunk on, without waiting for the rest.
 */
async function peek(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let bytes = 0;
  let ended = false;
  while (bytes < MIN_COMPRESSED_BYTES) {
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      break;
    }
    head.push(value);
    bytes += value.byteLength;
  }
  const whole = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { short: ended && bytes < MIN_COMPRESSED_BYTES, body: whole };
}

/**
 * Compresses text responses that are not compressed yet (pages, API JSON), for clients that
 * accept it, streaming: a streamed page's first bytes leave before its render ends. Responses
 * that already carry a `Content-Encoding` (cached static files) pass as they are.
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
    const { short, body } = await peek(response.body);
    // Hono copies the previous response's headers onto the one assigned, so edit after assigning.
    c.res = new Response(short ? body : compressStream(body, encoding), {
      status: response.status,
      headers: response.headers,
    });
    c.res.headers.append("Vary", "Accept-Encoding");
    if (short) return;
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.delete("Content-Length");
  };
}
