import type { MiddlewareHandler } from "hono";

/**
 * Headers that limit the damage of any future bug, on every response the API sends (errors
 * included): no MIME sniffing, so a stored file is never run as a script or page; and no full
 * URL (tokens in queries, signed media links) leaked to other sites as a referrer.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  };
}
