import { IMAGE_WIDTHS, type ImageWidth } from "@vitrine/contract";

/**
 * The allowed width for a wanted one: the smallest that is at least as wide, else the largest.
 * @example imageWidthFor(500) // 600
 * @example imageWidthFor(4096) // 2048
 */
export function imageWidthFor(wanted: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= wanted) ?? 2048;
}
