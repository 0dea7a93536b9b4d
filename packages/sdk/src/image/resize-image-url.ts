import type { ImageFit } from "@vitrine/contract";
import { imageWidthFor } from "./image-widths";

export interface ResizeImageOptions {
  width?: number;
  height?: number;
  fit?: ImageFit;
}

/**
 * `url` through the image-resizing service, as webp at quality 100 (spec §7). The service's
 * address format, which the shop API implements:
 *
 *   `{imageHost}/images/resize?url={encodeURIComponent(url)}&width={w}&height={h}&fit={fit}&format=webp&quality=100`
 *
 * `width`, `height` and `fit` are left out when absent. Sizes are rounded up to the service's
 * `IMAGE_WIDTHS` (it makes no others). An absolute http(s) URL and a path of the shop's own
 * (`/media/…`, which the service resolves on the shop's host) go through it; anything else
 * (protocol-relative, page-relative, `data:`, garbage) comes back unchanged.
 *
 * @example
 * resizeImageUrl("https://cdn.test/a.png", { width: 400 }, "https://img.test")
 * // → "https://img.test/images/resize?url=https%3A%2F%2Fcdn.test%2Fa.png&width=450&format=webp&quality=100"
 * resizeImageUrl("/media/a.png", { width: 400 }, "https://img.test")
 * // → "https://img.test/images/resize?url=%2Fmedia%2Fa.png&width=450&format=webp&quality=100"
 * resizeImageUrl("data:image/png;base64,AAAA", { width: 400 }, "https://img.test") // unchanged
 */
export function resizeImageUrl(
  url: string,
  { width, height, fit }: ResizeImageOptions,
  imageHost: string,
): string {
  if (!isRootPath(url) && !isHttpUrl(url)) return url;
  const params = [`url=${encodeURIComponent(url)}`];
  if (isSize(width)) params.push(`width=${imageWidthFor(width)}`);
  if (isSize(height)) params.push(`height=${imageWidthFor(height)}`);
  if (fit !== undefined) params.push(`fit=${encodeURIComponent(fit)}`);
  params.push("format=webp", "quality=100");
  return `${imageHost.replace(/\/+$/, "")}/images/resize?${params.join("&")}`;
}

function isHttpUrl(value: string): boolean {
  // Only a value that starts as one can be one. The test spares the rest a thrown TypeError, which
  // costs far more: a page resizes its images' every width while it hydrates.
  if (!/^https?:/i.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

// `//host/…` and `/\host/…` are other hosts to a browser, not paths of the shop.
function isRootPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

function isSize(value: number | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 1;
}
