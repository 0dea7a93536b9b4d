import type { ShopErrorStatus } from "@vitrine/contract";

/** The strings (`host.errors.{key}`) of the screen each shop status shows (spec §8). */
const SHOP_ERROR_KEYS = {
  SHOP_NOT_FOUND: "shopNotFound",
  SHOP_BLOCKED: "shopBlocked",
  SHOP_THEME_MISSING: "shopThemeMissing",
} as const satisfies Record<ShopErrorStatus, string>;

/** The screen a page without a shop shows, by its strings' key. */
export type ShopErrorScreenKey = (typeof SHOP_ERROR_KEYS)[ShopErrorStatus] | "internal";

/**
 * Whether the error screens know a shop status. The initial state comes from the platform, which
 * may learn a status before this host does.
 *
 * @example
 * isShopErrorStatus("SHOP_BLOCKED") // true
 * isShopErrorStatus("SHOP_ON_FIRE") // false
 */
export function isShopErrorStatus(status: string): status is ShopErrorStatus {
  return Object.hasOwn(SHOP_ERROR_KEYS, status);
}

/**
 * The screen of a shop that cannot be served: its status's own, else (a status the screens do not
 * know, or none) the internal-error screen. The browser shows it and the server titles the page
 * with it, so both name the same screen.
 *
 * @example
 * shopErrorScreenKey("SHOP_BLOCKED") // "shopBlocked"
 * shopErrorScreenKey("SHOP_ON_FIRE") // "internal"
 * shopErrorScreenKey(undefined) // "internal"
 */
export function shopErrorScreenKey(status: string | undefined): ShopErrorScreenKey {
  return status !== undefined && isShopErrorStatus(status) ? SHOP_ERROR_KEYS[status] : "internal";
}
