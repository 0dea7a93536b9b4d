import type { MiddlewareHandler } from "hono";
import type { ShopDatabase } from "../db/database";
import type { ShopEnv } from "../http/env";
import { httpError } from "../http/http-error";
import { findShopByHost, findShopById } from "./shop-lookup";

/**
 * Sets `shop` from `X-ShopId`, else from `Host`. Unknown shops answer 404 SHOP_NOT_FOUND and
 * blocked ones 403 SHOP_BLOCKED. A shop whose theme is missing still answers data calls:
 * only its pages cannot render.
 */
export function resolveShop(db: ShopDatabase): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const shopId = c.req.header("X-ShopId")?.trim();
    const host = c.req.header("Host") ?? new URL(c.req.url).host;
    const shop = shopId ? await findShopById(db, shopId) : await findShopByHost(db, host);
    if (!shop) throw httpError(404, "This shop does not exist.", { code: "SHOP_NOT_FOUND" });
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
