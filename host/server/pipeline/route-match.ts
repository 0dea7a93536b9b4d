import type { ShopErrorStatus } from "@vitrine/contract";
import { matchRoute } from "@vitrine/sdk/host";
import { createMiddleware } from "hono/factory";
import type { PageEnv, PageStatus } from "./page-env";

/**
 * HTTP status of a page whose shop cannot be served; the page itself still renders the error
 * screen from `error.status`. A missing theme is the platform's fault and temporary: 503.
 */
export const ERROR_PAGE_STATUS: Record<ShopErrorStatus, 403 | 404 | 503> = {
  SHOP_NOT_FOUND: 404,
  SHOP_BLOCKED: 403,
  SHOP_THEME_MISSING: 503,
};

/**
 * The page's route in the SDK's record (`matchRoute`) and its status so far: a shop that cannot
 * be served has its error's status (500 for one this server does not know); on the storefront,
 * an address no route has, or a bare parent that is a 404, is a 404 (spec §2), so crawlers and
 * link checkers do not take the browser's not-found page for a page. The customize page is no
 * route of the record. Sets `c.var.match` and `c.var.status`.
 *
 * @example
 * // GET /products/logo-tee → match { route: product, params: { slug: "logo-tee" } }, status 200
 * // GET /nope → match null, status 404
 * // GET /customize (routeMatch("customizer")) → match null, status 200
 */
export function routeMatch(page: "storefront" | "customizer") {
  return createMiddleware<PageEnv>(async (c, next) => {
    const { state, url } = c.var.visit;
    const match = page === "storefront" ? matchRoute(url.pathname) : null;
    const noPage =
      page === "storefront" && (match === null || match.route.bare?.type === "notFound");
    c.set("match", match);
    c.set("status", pageStatus(state.error?.status, noPage));
    await next();
  });
}

/**
 * @example
 * pageStatus(undefined, false) // 200
 * pageStatus("SHOP_BLOCKED", true) // 403: the shop's error comes first
 * pageStatus("SHOP_GONE" as ShopErrorStatus, false) // 500
 */
function pageStatus(error: ShopErrorStatus | undefined, noPage: boolean): PageStatus {
  if (error !== undefined) return ERROR_PAGE_STATUS[error] ?? 500;
  return noPage ? 404 : 200;
}
