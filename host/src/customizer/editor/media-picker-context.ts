import type { MediaApi } from "@vitrine/sdk";
import { createContext } from "react";

/**
 * The shop's media library the image settings pick from and upload into (the SDK's
 * `api.media`); `null` where there is none, and an image setting is then its address alone.
 */
export const MediaLibraryContext = createContext<MediaApi | null>(null);

/**
 * A small picture of an image, through the shop's resizer (a path on the customizer's own host,
 * which is the shop's): the library's thumbnails and the chosen image's preview.
 * @example thumbnailUrl("/media/a-1.jpg") // "/images/resize?url=%2Fmedia%2Fa-1.jpg&width=300&format=webp&quality=100"
 */
export function thumbnailUrl(url: string): string {
  return `/images/resize?url=${encodeURIComponent(url)}&width=300&format=webp&quality=100`;
}
