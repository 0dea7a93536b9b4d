export type AvatarExtension = "png" | "jpg" | "webp";

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/**
 * The image type a file's first bytes announce (PNG, JPEG or WebP), whatever its declared
 * content type; `null` for anything else.
 * @example imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // "png"
 * @example imageTypeOf(new TextEncoder().encode("<svg …")) // null
 */
export function imageTypeOf(bytes: Uint8Array): AvatarExtension | null {
  const starts = (offset: number, signature: number[]) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts(0, [0xff, 0xd8, 0xff])) return "jpg";
  // "RIFF" <size> "WEBP"
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return null;
}
