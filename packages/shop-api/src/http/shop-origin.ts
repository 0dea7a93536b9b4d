import type { Context } from "hono";
import { servedOverHttps } from "./request-scheme";
import type { ShopEnv } from "./shop-env";

/**
 * The shop's origin as this request reached it: its `Host`, or the shop's own host when the
 * `Host` names no shop and `X-ShopId` chose it (`resolveShop`).
 *
 * @example
 * shopOrigin(c) // "http://demo.localhost:3000" for a request to demo.localhost:3000
 */
export function shopOrigin(c: Context<ShopEnv>): string {
  const scheme = servedOverHttps(c) ? "https" : "http";
  const host = c.req.header("Host") ?? new URL(c.req.url).host;
  if (c.req.header("X-ShopId") === undefined) return `${scheme}://${host.toLowerCase()}`;
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  return `${scheme}://${c.var.shop.primary_host}${port ? `:${port}` : ""}`;
}
