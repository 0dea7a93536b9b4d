/**
 * The paths the shop platform answers under a shop's own origin: its calls (`/api`, `/order`,
 * `/pod`), theme scripts (`/themes`), stored media (`/media`) and the image service (`/images`).
 * The host server hands them to the platform, the development server proxies them, and
 * everything else is a page.
 */
export const SHOP_API_PREFIXES = [
  "/api",
  "/order",
  "/pod",
  "/themes",
  "/media",
  "/images",
] as const;

export type ShopApiPrefix = (typeof SHOP_API_PREFIXES)[number];
