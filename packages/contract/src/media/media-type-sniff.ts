import type { MediaMime } from "./media-library";

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type a file's first bytes announce (JPEG, PNG, WebP, AVIF or GIF), whatever its name
 * or declared content type; `null` for anything else (an SVG, a PDF, a HEIC photo, text).
 * @example mediaTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // "image/jpeg"
 * @example mediaTypeOf(new TextEncoder().encode("GIF89a…")) // "image/gif"
 * @example mediaTypeOf(new TextEncoder().encode("<svg …")) // null
 */
export function mediaTypeOf(bytes: Uint8Array): MediaMime | null {
  const starts = (offset: number, signature: number[]) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts(0, ascii("RIFF")) && starts(8, ascii("WEBP"))) return "image/webp";
  if (starts(0, ascii("GIF87a")) || starts(0, ascii("GIF89a"))) return "image/gif";
  // An ISO media file (`ftyp` box) whose major brand is AVIF's, still or sequence: HEIC is not.
  if (starts(4, ascii("ftyp")) && (starts(8, ascii("avif")) || starts(8, ascii("avis")))) {
    return "image/avif";
  }
  return null;
}
