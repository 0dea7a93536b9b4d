import type { MiddlewareHandler } from "hono";
import { httpError } from "./http-error";
import type { ShopEnv } from "./shop-env";

// What the SDK sends beyond the simple headers: its shop, a visitor's token, JSON bodies.
const ALLOWED_HEADERS = "Content-Type, X-ShopId, X-Membership-Token, Authorization";
const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";

/**
 * CORS for the origins the shop's creator allows (`shops.allowed_origins`, empty by default): a
 * browser app on one of them may call the shop's API; any other origin gets no CORS headers (the
 * browser refuses the answer) and a 403 to its preflight. The allowed origin is echoed exactly,
 * never `*` and never an arbitrary `Origin`. No credentials: an app sends the visitor's tokens
 * as headers (the SDK does), so a shop's cookies never travel to another site.
 *
 * @example
 * // shop.allowed_origins = ["https://app.example"]
 * // OPTIONS /pod/products, Origin: https://app.example → 204, Access-Control-Allow-Origin: https://app.example
 * // OPTIONS /pod/products, Origin: https://evil.example → 403 ORIGIN_NOT_ALLOWED
 */
export function allowedOriginCors(): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const origin = c.req.header("Origin");
    const allowed = origin !== undefined && c.var.shop.allowed_origins.includes(origin);
    const preflight = c.req.method === "OPTIONS" && c.req.header("Access-Control-Request-Method");
    if (preflight) {
      if (!allowed) {
        throw httpError(403, "This shop does not let that origin call its API.", {
          code: "ORIGIN_NOT_ALLOWED",
        });
      }
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Allow-Methods", ALLOWED_METHODS);
      c.header("Access-Control-Allow-Headers", ALLOWED_HEADERS);
      c.header("Access-Control-Max-Age", "600");
      c.header("Vary", "Origin");
      return c.body(null, 204);
    }
    await next();
    c.header("Vary", "Origin", { append: true });
    if (allowed) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Expose-Headers", "Retry-After");
    }
  };
}
