import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import type { ShopEnv } from "./shop-env";

/**
 * The address of whoever sent a request: the connection's peer, unless that peer is one of the
 * proxies the platform runs (nginx), whose `X-Forwarded-For` then names the client. Read from the
 * right, past the platform's own proxies: entries further left were written by the client and
 * could be anything, so a visitor cannot pick the address their attempts count against.
 *
 * @example
 * clientAddress("203.0.113.9", "10.0.0.1", ["127.0.0.1"])          // "203.0.113.9" (not a proxy of ours)
 * clientAddress("127.0.0.1", "1.1.1.1, 198.51.100.7", ["127.0.0.1"]) // "198.51.100.7"
 * clientAddress("127.0.0.1", undefined, ["127.0.0.1"])              // "127.0.0.1"
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  if (!trustedProxies.includes(peer) || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] as string;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

/** Sets `clientAddress` for the routes behind it (rate limits key on it). */
export function resolveClientAddress(
  trustedProxies: readonly string[],
): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const peer =
      (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? "unknown";
    c.set("clientAddress", clientAddress(peer, c.req.header("X-Forwarded-For"), trustedProxies));
    await next();
  };
}
