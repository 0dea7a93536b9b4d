import { IMAGE_WIDTHS, type ImageWidth } from "@vitrine/contract";
import { imageWidthFor } from "./image-widths";
import { resizeImageUrl } from "./resize-image-url";

/** Below this a picture in a layout is blurry on any screen, so `srcset` offers none smaller. */
const DEFAULT_MIN_WIDTH = 300;
/** Enough for the common 2x phone and laptop screens; 3x phones then take the 2x file. */
const DENSITY = 2;

export interface ResponsiveImageOptions {
  /** The widest the picture is shown, in CSS pixels (its slot at the widest breakpoint). */
  maxWidth: number;
  /** The narrowest file worth offering, in pixels; 300 unless told. */
  minWidth?: number;
}

export interface ResponsiveImage {
  /** A middle width, for a browser that reads no `srcset`. */
  src: string;
  /** Each width once, `"{url} {width}w"`, or `""` when the URL cannot go through the service. */
  srcSet: string;
}

/**
 * The service's widths (`IMAGE_WIDTHS`) a slot up to `maxWidth` CSS pixels wide needs, from
 * `minWidth` up to the one that covers it at 2x density. Every width is distinct, since they are
 * the service's list filtered; the largest is the service's largest when the slot needs more.
 *
 * @example
 * responsiveImageWidths({ maxWidth: 450 }) // [300, 360, 450, 600, 900]
 * responsiveImageWidths({ maxWidth: 700 }) // [300, 360, 450, 600, 900, 1200, 1600]
 * responsiveImageWidths({ maxWidth: 100, minWidth: 120 }) // [120, 160, 200]
 */
export function responsiveImageWidths({
  maxWidth,
  minWidth = DEFAULT_MIN_WIDTH,
}: ResponsiveImageOptions): ImageWidth[] {
  const slot = isSize(maxWidth) ? maxWidth : minWidth;
  const largest = imageWidthFor(slot * DENSITY);
  const smallest = Math.min(imageWidthFor(isSize(minWidth) ? minWidth : 1), largest);
  return IMAGE_WIDTHS.filter((width) => width >= smallest && width <= largest);
}

/**
 * A `srcset` of `url` through the resizing service at `widths`, each rounded up to a width the
 * service makes and listed once (two entries with one width are invalid to a browser). `""` for a
 * URL the service does not take (`data:`, page-relative…): the same file at several claimed widths
 * would be a lie.
 *
 * @example
 * imageSrcSet("https://cdn.test/a.png", [250, 300, 450], "https://img.test")
 * // → "https://img.test/images/resize?url=…&width=300&… 300w, https://img.test/images/resize?url=…&width=450&… 450w"
 * imageSrcSet("data:image/png;base64,AAAA", [300], "https://img.test") // ""
 */
export function imageSrcSet(url: string, widths: readonly number[], imageHost: string): string {
  if (!isResizable(url, imageHost)) return "";
  const distinct = [...new Set(widths.filter(isSize).map(imageWidthFor))].sort((a, b) => a - b);
  return distinct
    .map((width) => `${resizeImageUrl(url, { width }, imageHost)} ${width}w`)
    .join(", ");
}

/**
 * The `src` and `srcset` of a picture shown up to `maxWidth` CSS pixels wide: the widths of
 * `responsiveImageWidths`, and their middle one as `src`.
 *
 * @example
 * responsiveImage("https://cdn.test/a.png", { maxWidth: 450 }, "https://img.test")
 * // → { src: "…&width=450&…", srcSet: "…&width=300&… 300w, …360w, …450w, …600w, …900w" }
 */
export function responsiveImage(
  url: string,
  options: ResponsiveImageOptions,
  imageHost: string,
): ResponsiveImage {
  const widths = responsiveImageWidths(options);
  const middle = widths[Math.floor(widths.length / 2)];
  return {
    src: resizeImageUrl(url, { width: middle }, imageHost),
    srcSet: imageSrcSet(url, widths, imageHost),
  };
}

function isResizable(url: string, imageHost: string): boolean {
  return resizeImageUrl(url, {}, imageHost) !== url;
}

function isSize(value: number | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 1;
}
