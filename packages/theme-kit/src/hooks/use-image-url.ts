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
