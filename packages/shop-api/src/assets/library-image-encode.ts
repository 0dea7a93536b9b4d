import { MEDIA_LIMITS, MEDIA_REFUSALS, MEDIA_TYPES, mediaTypeOf } from "@vitrine/contract";
import sharp from "sharp";
import { httpError } from "../http/http-error";
import type { NewMedia } from "./media-store";

/** A library image as it is stored: re-encoded, metadata gone, upright, within the stored box. */
export interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  extension: NewMedia["extension"];
}

const MEGAPIXELS = MEDIA_LIMITS.pixels / 1_000_000;
export const imageTooLarge = () => httpError(413, MEDIA_REFUSALS.size, { code: "FILE_TOO_LARGE" });

const wrongType = () => httpError(415, MEDIA_REFUSALS.type, { code: "UNSUPPORTED_IMAGE_TYPE" });

const tooManyPixels = (width: number, height: number) =>
  httpError(
    422,
    `The image must be at most ${MEGAPIXELS} megapixels and ${MEDIA_LIMITS.side.toLocaleString("en")} px on its longest side; this one is ${width} × ${height}.`,
    { code: "IMAGE_TOO_MANY_PIXELS" },
  );

const undecodable = () =>
  httpError(422, "The image cannot be read: the file is damaged or incomplete.", {
    code: "IMAGE_UNDECODABLE",
  });

/** Width and height from the file's header, without decoding its pixels. */
async function headerSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width && height) return { width, height };
  } catch {
    // Refused below, as a file with no size.
  }
  throw undecodable();
}

/**
 * Checks an upload and writes it anew, for the media library: its type from its bytes (415 for
 * anything but `MEDIA_TYPES`), its pixels from its header before anything is decoded (422 past
 * `MEDIA_LIMITS.pixels` or `.side`: no image bomb is ever expanded), then decoded whole (422 when
 * it is damaged) and written without its metadata (EXIF, GPS, XMP, ICC gone, the orientation
 * applied to the pixels), shrunk into the stored box, as JPEG, PNG or WebP (`storedAs`). An
 * animated GIF keeps its first frame.
 * @example await encodeLibraryImage(jpegOf4000x3000) // { extension: "jpg", width: 2048, height: 1536, bytes }
 * @example await encodeLibraryImage(svgBytes) // throws 415 UNSUPPORTED_IMAGE_TYPE
 */
export async function encodeLibraryImage(bytes: Uint8Array): Promise<EncodedImage> {
  if (bytes.byteLength > MEDIA_LIMITS.bytes) throw imageTooLarge();
  const mime = mediaTypeOf(bytes);
  const type = MEDIA_TYPES.find((candidate) => candidate.mime === mime);
  if (!type) throw wrongType();
  const { width, height } = await headerSize(bytes);
  if (width * height > MEDIA_LIMITS.pixels || Math.max(width, height) > MEDIA_LIMITS.side) {
    throw tooManyPixels(width, height);
  }
  const image = sharp(bytes, { limitInputPixels: MEDIA_LIMITS.pixels, failOn: "error" })
    .rotate()
    .resize({
      width: MEDIA_LIMITS.storedWidth,
      height: MEDIA_LIMITS.storedHeight,
      fit: "inside",
      withoutEnlargement: true,
    });
  const encoder = {
    jpg: () => image.jpeg({ quality: 88 }),
    png: () => image.png(),
    webp: () => image.webp({ quality: 88 }),
  }[type.storedAs];
  try {
    const { data, info } = await encoder().toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.height,
      extension: type.storedAs,
    };
  } catch {
    throw undecodable();
  }
}
