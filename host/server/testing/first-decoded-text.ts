import { once } from "node:events";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createBrotliDecompress, createGunzip } from "node:zlib";
import type { Encoding } from "../compression";

/**
 * The first text a decoder gets out of a compressed response, as a browser reads it while the
 * rest is still on its way.
 *
 * @example
 * await firstDecodedText(await app.request("/", { headers: { "Accept-Encoding": "br" } }), "br")
 * // "<!doctype html>…" (the page's head, before its render ends)
 */
export async function firstDecodedText(response: Response, encoding: Encoding): Promise<string> {
  if (response.body === null) throw new Error("The response has no body");
  const decoder = encoding === "br" ? createBrotliDecompress() : createGunzip();
  Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(decoder);
  const [chunk] = (await once(decoder, "data")) as [Buffer];
  return chunk.toString();
}
