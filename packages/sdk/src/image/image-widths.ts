/**
 * The widths the image-resizing service makes, smallest first. A theme may ask for any width:
 * `resizeImageUrl` rounds it up to the next of these, so every shop's images come from a few
 * cached sizes and no request can make the service resize to an arbitrary size.
 */
export const IMAGE_WIDTHS = [120, 160, 200, 300, 450, 600, 900, 1200, 1600, 2048] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The allowed width for a wanted one: the smallest that is at least as wide, else the largest.
 * @example imageWidthFor(500) // 600
 * @example imageWidthFor(4096) // 2048
 */
export function imageWidthFor(wanted: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= wanted) ?? 2048;
}
