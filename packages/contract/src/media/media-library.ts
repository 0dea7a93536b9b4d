import * as z from "zod/mini";
import { isoDateTime } from "../types/common";

/**
 * What the media library takes and keeps, in one place: the shop API refuses anything past these
 * and the customizer's file input offers and checks the same before sending a byte.
 */
export const MEDIA_LIMITS = {
  /** The largest file one upload may carry (20 MB): a phone's full-size photo fits. */
  bytes: 20 * 1024 * 1024,
  /** The most pixels an upload may have (40 megapixels), checked from its header before decoding. */
  pixels: 40_000_000,
  /** The longest side an upload may have, so a 1 × 40,000,000 strip is refused too. */
  side: 10_000,
  /**
   * The box a stored image fits in: no wider than the resizer's largest width (`IMAGE_WIDTHS`),
   * so storing more would only cost bytes and resizing time.
   */
  storedWidth: 2048,
  storedHeight: 4096,
  /** The longest alt text of an image. */
  altLength: 300,
  /** Items a page of the library holds unless the caller asks otherwise. */
  pageSize: 24,
} as const;

/**
 * The types an upload may be, by what its bytes say (never its name or declared type), and the
 * format each is stored in: JPEG and PNG stay themselves, WebP, AVIF and GIF become WebP (a GIF its
 * first frame: the storefront shows pictures through the resizer, which makes still images).
 */
export const MEDIA_TYPES = [
  { mime: "image/jpeg", name: "JPEG", storedAs: "jpg" },
  { mime: "image/png", name: "PNG", storedAs: "png" },
  { mime: "image/webp", name: "WebP", storedAs: "webp" },
  { mime: "image/avif", name: "AVIF", storedAs: "webp" },
  { mime: "image/gif", name: "GIF", storedAs: "webp" },
] as const;

export type MediaMime = (typeof MEDIA_TYPES)[number]["mime"];

/** The file input's `accept`: `image/jpeg,image/png,image/webp,image/avif,image/gif`. */
export const MEDIA_ACCEPT = MEDIA_TYPES.map((type) => type.mime).join(",");

/** `JPEG, PNG, WebP, AVIF or GIF`: what a refusal of another type names. */
export const MEDIA_TYPE_NAMES = `${MEDIA_TYPES.slice(0, -1)
  .map((type) => type.name)
  .join(", ")} or ${MEDIA_TYPES[MEDIA_TYPES.length - 1]?.name}`;

/** What the platform answers an upload of another type (415) or past the size (413). */
export const MEDIA_REFUSALS = {
  type: `The file must be a ${MEDIA_TYPE_NAMES} image.`,
  size: `The image must be a ${MEDIA_TYPE_NAMES} of at most ${MEDIA_LIMITS.bytes / 1024 / 1024} MB.`,
} as const;

/** The path every stored file of a shop is served at: `/media/{id}`. */
export const MEDIA_PATH_PREFIX = "/media/";

/** An image of the shop's library, as the library answers it. */
export const mediaItem = z.object({
  /** The stored file's id, e.g. `beach-9c01b2d4e5f63f2a9c01b2d4.jpg`. */
  id: z.string(),
  /** Where the shop serves it (`/media/{id}`): what an image setting holds. */
  url: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  /** The stored file's size, after re-encoding. */
  bytes: z.number().check(z.int(), z.nonnegative()),
  /** What the picture shows, for people who cannot see it; `""` until the owner writes one. */
  alt: z.string(),
  createdAt: isoDateTime,
});
export type MediaItem = z.output<typeof mediaItem>;

/** An alt text: at most `MEDIA_LIMITS.altLength` characters, trimmed. */
export const mediaAlt = z.pipe(
  z.string().check(z.maxLength(MEDIA_LIMITS.altLength)),
  z.transform((text) => text.trim()),
);

/** A refusal the customizer can show before uploading, or `null` when the file may go. */
export type MediaFileProblem = "type" | "size";

/**
 * What is wrong with a file the owner picked, from what the browser knows (its declared type and
 * size); the shop API checks again from the bytes.
 * @example mediaFileProblem({ type: "image/svg+xml", size: 300 }) // "type"
 * @example mediaFileProblem({ type: "image/jpeg", size: 30 * 1024 * 1024 }) // "size"
 * @example mediaFileProblem({ type: "image/png", size: 1000 }) // null
 */
export function mediaFileProblem(file: { type: string; size: number }): MediaFileProblem | null {
  if (!MEDIA_TYPES.some((type) => type.mime === file.type)) return "type";
  if (file.size > MEDIA_LIMITS.bytes) return "size";
  return null;
}
