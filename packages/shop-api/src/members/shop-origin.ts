import type { ShopDatabase } from "../db/database";
import type { ShopRow } from "../db/schema";

const HOST_HEADER = /^([a-z0-9.-]+)(:\d{1,5})?$/;

/**
 * The origin links in emails point to: the request's host when it is one of the shop's own
 * (so a development port is kept), else the shop's primary host. A forged `Host` never ends up
 * in a reset link.
 * @example await trustedShopOrigin(db, demoShop, "demo.localhost:3000") // "http://demo.localhost:3000"
 * @example await trustedShopOrigin(db, demoShop, "evil.test") // "http://demo.localhost"
 */
export async function trustedShopOrigin(
  db: ShopDatabase,
  shop: ShopRow,
  hostHeader: string | undefined,
): Promise<string> {
  const match = HOST_HEADER.exec((hostHeader ?? "").trim().toLowerCase());
  if (match?.[1]) {
    const known = await db
      .selectFrom("shop_hosts")
      .select("host")
      .where("shop_id", "=", shop.id)
      .where("host", "=", match[1])
      .executeTakeFirst();
    if (known) return `http://${match[0]}`;
  }
  return `http://${shop.primary_host}`;
}
