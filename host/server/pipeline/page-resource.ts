import { createMemoryCookieJar, createStorefront, getApiRedirect, isApiError } from "@vitrine/sdk";
import { matchRoute, type RouteMatch } from "@vitrine/sdk/host";
import { createMiddleware } from "hono/factory";
import type { FoundResource, PageEnv, Visit } from "./page-env";

/** What the look-up found: the resource, or that it is missing, or renamed (SSHOP-301). */
type LookupOutcome = FoundResource & { redirectTo?: string };

/**
 * The page's one resource, fetched once per request by the route record's SDK call
 * (`route.resource`), as the visitor: a missing one is the page's 404, a renamed one (SSHOP-301)
 * a 301, but only to the same route of this shop, never to another origin. An id the API refuses
 * as malformed (400: too long, bytes no id holds) names nothing either: a 404, and nothing to
 * report, since anyone can type one. Any other failure is the page's to show: 200, reported.
 * The answer stays in the request's fetch (`oncePerRequest`), so the page's own call for it,
 * while it renders on the server, is not a second request. Sets `c.var.resource`.
 *
 * @example
 * // GET /products/logo-tee → c.var.resource { data: product, missing: false }
 * // GET /products/gone → status 404, c.var.resource { data: null, missing: true }
 * // GET /products/old-slug?a=1 → 301 /products/new-slug?a=1
 */
export function pageResource(reportError: (error: unknown, context: string) => void) {
  return createMiddleware<PageEnv>(async (c, next) => {
    const { visit, match } = c.var;
    const load = match?.route.resource;
    if (visit.state.shop && c.var.status === 200 && c.var.openToVisitor && match && load) {
      const found = await lookUp(visit, match).catch((error: unknown): LookupOutcome => {
        reportError(error, `GET ${c.req.path}`);
        return { data: null, missing: false };
      });
      if (found.redirectTo) return c.redirect(`${found.redirectTo}${visit.url.search}`, 301);
      if (found.missing) c.set("status", 404);
      c.set("resource", found);
    }
    await next();
  });
}

async function lookUp(visit: Visit, match: RouteMatch): Promise<LookupOutcome> {
  const { state, cookieHeader, fetch, url } = visit;
  const shop = state.shop;
  const load = match.route.resource;
  if (shop === null || load === null) return { data: null, missing: false };
  const storefront = createStorefront({
    shopId: shop.id,
    endpoints: state.endpoints,
    locale: shop.locale,
    initialState: state,
    cookies: createMemoryCookieJar(cookieHeader),
    fetch,
  });
  try {
    return { data: await load(storefront, match.params), missing: false };
  } catch (error) {
    if (!isApiError(error) || (error.statusCode !== 400 && error.statusCode !== 404)) throw error;
    const redirectTo = error.statusCode === 404 ? getApiRedirect(error, url.origin)?.to : undefined;
    const sameRoute =
      redirectTo !== undefined && matchRoute(redirectTo)?.route.name === match.route.name;
    return sameRoute ? { data: null, missing: true, redirectTo } : { data: null, missing: true };
  } finally {
    storefront.destroy();
  }
}
