import { PROTECTED_ENTER_COOKIE } from "@vitrine/contract";
import type { GuardContext } from "./guard-context";
import { continueRoute, type GuardDecision, notFound, redirect } from "./guard-decision";
import { routePath } from "./route-paths";

/**
 * Any path but the root that ends in `/` loses its trailing slashes, keeping the query string.
 * Leading slashes are folded into one on the way, so `//evil.test/` becomes `/evil.test`, a path
 * of this site, and never a protocol-relative address.
 *
 * @example
 * removeTrailingSlash({ path: "/cart/", search: { page: "2" }, … }) // redirect("/cart?page=2")
 * removeTrailingSlash({ path: "/", … }) // continueRoute()
 * removeTrailingSlash({ path: "/cart", … }) // continueRoute()
 */
export function removeTrailingSlash({ path, search }: GuardContext): GuardDecision {
  if (path === "/" || !path.endsWith("/")) return continueRoute();
  const fixed = `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
  const query = new URLSearchParams(search).toString();
  return redirect(query === "" ? fixed : `${fixed}?${query}`);
}

/**
 * A path the host's validity check refuses is not found, with the message of spec §2.
 *
 * @example
 * checkPageValidity({ path: "/pages/gone", isValidPage: () => false, … })
 * // notFound("Page Not Found: /pages/gone")
 * checkPageValidity({ path: "/pages/about", … }) // continueRoute() — no check given
 */
export function checkPageValidity({ path, isValidPage }: GuardContext): GuardDecision {
  if (isValidPage === undefined || isValidPage(path)) return continueRoute();
  return notFound(`Page Not Found: ${path}`);
}

/**
 * While the shop is coming soon, every page but the coming-soon page itself goes there, unless the
 * `protected enter` cookie is `true` or the owner is customizing the shop. Customizing counts only
 * inside the customizer's frame: outside a frame the `customizing` flag sends the browser away
 * (spec §2), so it must not open the shop to anyone who adds it to the URL.
 *
 * @example
 * // shop.isComingSoon, no cookie, not customizing
 * redirectWhileComingSoon({ path: "/products", … }) // redirect("/coming-soon")
 * redirectWhileComingSoon({ path: "/coming-soon", … }) // continueRoute()
 * // cookies: { "protected enter": "true" }
 * redirectWhileComingSoon({ path: "/products", … }) // continueRoute()
 */
export function redirectWhileComingSoon({
  path,
  shop,
  cookies,
  customizing,
  inFrame,
}: GuardContext): GuardDecision {
  const comingSoonPath = routePath("coming-soon");
  if (
    shop?.isComingSoon !== true ||
    cookies[PROTECTED_ENTER_COOKIE] === "true" ||
    (customizing && inFrame) ||
    path === comingSoonPath
  ) {
    return continueRoute();
  }
  return redirect(comingSoonPath);
}
