import { trailingSlashRedirect } from "@vitrine/sdk/host";
import { createMiddleware } from "hono/factory";

/**
 * The spec's first step before any page (spec §2): an address with a trailing slash is a 301 to
 * the one without, query kept, so the browser's router never sees the slash.
 *
 * @example
 * // GET /cart/?a=1 → 301 Location: /cart?a=1
 */
export const trailingSlash = createMiddleware(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  const canonical = trailingSlashRedirect(pathname, search);
  if (canonical !== null) return c.redirect(canonical, 301);
  await next();
});
