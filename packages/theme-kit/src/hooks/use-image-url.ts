import { type ResizeImageOptions, resizeImageUrl } from "@vitrine/sdk";
import { useStorefront } from "@vitrine/sdk/react";
import { useCallback } from "react";

/**
 * Product image URLs through the storefront's image-resizing service (spec §7).
 *
 * @example
 * const imageUrl = useImageUrl();
 * imageUrl(image.url, { width: 600 }) // "https://img…/images/resize?url=…&width=600&format=webp&quality=100"
 */
export function useImageUrl(): (url: string, options: ResizeImageOptions) => string {
  const { config } = useStorefront();
  const imageHost = config.endpoints.imageHost;
  return useCallback(
    (url: string, options: ResizeImageOptions) => resizeImageUrl(url, options, imageHost),
    [imageHost],
  );
}

/**
 * A `srcset` of one image at several widths through the resizing service, so a phone downloads
 * the small one and a wide screen the large one.
 *
 * @example
 * const imageSrcSet = useImageSrcSet();
 * imageSrcSet(image.url, [300, 600]) // "…&width=300… 300w, …&width=600… 600w"
 */
export function useImageSrcSet(): (url: string, widths: readonly number[]) => string {
  const imageUrl = useImageUrl();
  return useCallback(
    (url: string, widths: readonly number[]) =>
      widths.map((width) => `${imageUrl(url, { width })} ${width}w`).join(", "),
    [imageUrl],
  );
}
