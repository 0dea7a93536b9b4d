/**
 * The widths the image-resizing service makes, smallest first. A theme may ask for any width:
 * the SDK's `resizeImageUrl` rounds it up to the next of these, so every shop's images come from a
 * few cached sizes and no request can make the service resize to an arbitrary size. 360 is a
 * two-column grid's card on a phone (about 180 CSS pixels at 2×): rounded up to 450, each card
 * would cost it half as many pixels again.
 */
export const IMAGE_WIDTHS = [120, 160, 200, 300, 360, 450, 600, 900, 1200, 1600, 2048] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** How the image fills the requested box, as the resizing service understands it. */
export type ImageFit = "cover" | "contain";

/** The fits the resizing service makes; anything else it refuses. */
export const IMAGE_FITS: readonly ImageFit[] = ["cover", "contain"];
