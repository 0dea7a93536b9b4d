import type { ShopDatabase } from "../db/database";
import type { ShopRow } from "../db/schema";

/**
 * The host name a `Host` header names, without port, lower-cased.
 * @example hostName("Demo.Localhost:3000") // "demo.localhost"
 * @example hostName("[::1]:3000") // "[::1]"
 */
export function hostName(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  const withoutPort = host.startsWith("[")
    ? host.slice(0, host.indexOf("]") + 1)
    : host.split(":")[0];
  return (withoutPort ?? "").replace(/\.$/, "");
}

export async function findShopById(db: ShopDatabase, id: string): Promise<ShopRow | undefined> {
  return db.selectFrom("shops").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findShopByHost(
  db: ShopDatabase,
  hostHeader: string,
): Promise<ShopRow | undefined> {
  return db
    .selectFrom("shop_hosts")
    .innerJoin("shops", "shops.id", "shop_hosts.shop_id")
    .selectAll("shops")
    .where("shop_hosts.host", "=", hostName(hostHeader))
    .executeTakeFirst();
}
