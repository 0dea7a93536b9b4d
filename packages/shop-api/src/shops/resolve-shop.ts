import type { MiddlewareHandler } from "hono";
import type { ChangeFeed } from "../db/change-feed";
import type { ShopDatabase } from "../db/database";
import type { ShopRow } from "../db/schema";
import { createShopCache } from "../db/shop-cache";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { findShopByHost, findShopById } from "./shop-lookup";

/**
 * Every request names its shop. A write through the API drops its shop's entries on every node at
 * once (the change feed), so this only bounds how long a change made around the API (SQL by hand,
 * a script) takes to show.
 */
const CACHE_MS = 10_000;
const CACHE_ENTRIES = 1000;

/**
 * Sets `shop` from `Host` when it names one, else from `X-ShopId` (a client on an address of no
 * shop: the server's own, in tests and scripts). An `X-ShopId` naming another shop than the
 * `Host` answers 404 SHOP_NOT_FOUND: a shared cache keys its copies by `Host`, so an answer for
 * any other shop would be kept as that host's. Unknown shops answer 404 SHOP_NOT_FOUND and
 * blocked ones 403 SHOP_BLOCKED. A shop whose theme is missing still answers data calls:
 * only its pages cannot render. Shop rows are kept a while, until a change of the shop's row (its
 * theme, its settings) arrives on `changes`.
 */
export function resolveShop(
  db: ShopDatabase,
  clock: () => Date,
  changes: ChangeFeed,
): MiddlewareHandler<ShopEnv> {
  // Wrapped: an unknown name's `undefined` is a value kept, not a miss.
  const cache = createShopCache<{ shop: ShopRow | undefined }>({
    feed: changes,
    scopes: ["theme", "settings"],
    ttlMs: CACHE_MS,
    maxEntries: CACHE_ENTRIES,
    clock,
  });
  const cached = async (key: string, load: () => Promise<ShopRow | undefined>) => {
    const hit = cache.get(key);
    if (hit) return hit.shop;
    const generation = cache.generation();
    const shop = await load();
    // An unknown name is kept too (of no shop), so a flood of them does not reach the database.
    cache.set(key, shop?.id ?? null, { shop }, generation);
    return shop;
  };

  return async (c, next) => {
    const shopId = c.req.header("X-ShopId")?.trim() || undefined;
    const host = c.req.header("Host") ?? new URL(c.req.url).host;
    const ofHost = await cached(`host:${host.toLowerCase()}`, () => findShopByHost(db, host));
    const shop =
      ofHost ?? (shopId ? await cached(`id:${shopId}`, () => findShopById(db, shopId)) : undefined);
    if (!shop || (shopId !== undefined && shopId !== shop.id)) {
      throw httpError(404, "This shop does not exist.", { code: "SHOP_NOT_FOUND" });
    }
    if (shop.status === "BLOCKED") {
      throw httpError(403, "This shop is not available.", { code: "SHOP_BLOCKED" });
    }
    c.set("shop", shop);
    await next();
  };
}

/** For paths that repeat the shop id (`/pod/app/{shopId}/…`): it must be the resolved shop. */
export function assertSameShop(resolvedShopId: string, shopIdInRequest: string | undefined): void {
  if (shopIdInRequest !== undefined && shopIdInRequest !== resolvedShopId) {
    throw httpError(404, "This shop does not exist.", { code: "SHOP_NOT_FOUND" });
  }
}
