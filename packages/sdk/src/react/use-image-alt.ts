import { useShop } from "./store-hooks";

const MEDIA_PATH = "/media/";

/**
 * The alt text the owner wrote in the media library for the image at `url` (a `/media/{id}`
 * path, or that path on the shop's absolute address), from `alts` (the shop's `mediaAlts`); `""`
 * for any other image, or one without.
 * @example imageAltOf({ "/media/a.jpg": "A beach" }, "http://demo.localhost/media/a.jpg") // "A beach"
 * @example imageAltOf({ "/media/a.jpg": "A beach" }, "https://cdn.test/a.jpg") // ""
 */
export function imageAltOf(alts: Record<string, string> | undefined, url: string | null): string {
  if (!alts || url === null || !url.includes(MEDIA_PATH)) return "";
  try {
    return alts[new URL(url, "http://shop.invalid").pathname] ?? "";
  } catch {
    return "";
  }
}

/**
 * The alt text of an image an image setting holds: the one written for it in the shop's media
 * library, `""` (a picture that only decorates) for an address from elsewhere.
 * @example const alt = useImageAlt(section.settings.image) // "A red tee on a chair"
 */
export function useImageAlt(url: string | null): string {
  const { state } = useShop();
  return imageAltOf(state.shop?.mediaAlts, url);
}
