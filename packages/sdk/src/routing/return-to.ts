import { toShopPath } from "../http/redirect";
import { routePath } from "./route-paths";

/** The login page's query parameter naming where to go once logged in. */
export const RETURN_TO_QUERY = "returnTo";

// Any origin does: only a path relative to the page's own is kept, which has no origin of its own.
const ANY_ORIGIN = "http://shop.invalid";

/**
 * The path a `returnTo` value may send the browser to after login, or null. Only a path on the
 * page's own origin: never a whole URL, a protocol-relative `//host` or text a browser would read
 * as one (`/\host`, tabs, newlines), so a link to the login form cannot send anyone elsewhere.
 *
 * @example
 * returnPath("/customize") // "/customize"
 * returnPath("/products/a?b=1#c") // "/products/a?b=1#c"
 * returnPath("https://evil.test/") // null
 * returnPath("//evil.test") // null
 * returnPath("/\\evil.test") // null
 */
export function returnPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  return toShopPath(value, ANY_ORIGIN) ?? null;
}

/**
 * The login form's address, coming back to `path` once logged in.
 *
 * @example
 * loginReturningTo("/customize") // "/membership/auth/login?returnTo=%2Fcustomize"
 */
export function loginReturningTo(path: string): string {
  return `${routePath("auth-login")}?${new URLSearchParams({ [RETURN_TO_QUERY]: path })}`;
}
