import { PROTECTED_ENTER_COOKIE } from "@vitrine/contract";
import type { GuardContext } from "./guard-context";
import { continueRoute, type GuardDecision, redirect } from "./guard-decision";
import { routePath } from "./route-paths";

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
