import { routePath } from "@vitrine/sdk";
import { guardsOf, type RouteMatch, runGuards } from "@vitrine/sdk/host";
import { createMiddleware } from "hono/factory";
import type { PageEnv, Visit } from "./page-env";

const COMING_SOON_PATH = routePath("coming-soon");

/**
 * Who may see a storefront page, decided before anything is looked up. Page validity comes first
 * (spec §2: trailing slash, page validity, then the global checks): an address no route has is the
 * not-found page, even while the shop is coming soon. A coming-soon shop is the shop API's to open
 * (its unlock cookie, or the creator's session, which is how the creator's customizer frame gets
 * in), so a forged `protected enter` cookie opens nothing: anyone it does not let in goes to
 * `/coming-soon`. The route's own guards
 * are the SDK's (`runGuards`, `guardsOf`), run for a visitor: a page they would turn a visitor
 * away from (the membership off, or private) is left to the browser's router, which knows the
 * member; nothing is looked up for it, so no answer tells a visitor which private posts exist.
 * Sets `c.var.openToVisitor`.
 *
 * @example
 * // soon.localhost/products, no unlock → 302 /coming-soon
 * // soon.localhost/nope → next: no route, the not-found page (404)
 * // plain.localhost/membership/posts/hello (membership off) → next, no resource look-up
 */
export const accessGates = createMiddleware<PageEnv>(async (c, next) => {
  const { visit, match } = c.var;
  const shop = visit.state.shop;
  if (match !== null && shop?.isComingSoon && visit.url.pathname !== COMING_SOON_PATH) {
    const access = await visit.fetch("/pod/coming-soon/access");
    if (!access.ok) return c.redirect(COMING_SOON_PATH, 302);
  }
  c.set("openToVisitor", match === null || opensToVisitor(visit, match));
  await next();
});

/**
 * Whether the route's guards, after the global ones, let an anonymous visitor in.
 *
 * @example
 * opensToVisitor(plainShopVisit, matchRoute("/membership/posts/hello")) // false: membership off
 * opensToVisitor(demoVisit, matchRoute("/products/logo-tee")) // true
 */
function opensToVisitor(visit: Visit, match: RouteMatch): boolean {
  const { state, url, cookies } = visit;
  const decision = runGuards(
    {
      path: url.pathname,
      search: url.searchParams,
      shop: state.shop,
      membershipSettings: state.membershipSettings,
      user: null,
      cookies,
      customizing: url.searchParams.has("customizing"),
      inFrame: false,
    },
    guardsOf(match.route),
  );
  return decision.type === "continue";
}
