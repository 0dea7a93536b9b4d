// The storefront checks a customizer message's sender with the same rule.
import { exactOrigin } from "@vitrine/sdk/host";

/**
 * The `Content-Security-Policy` that says who may frame a page: the shop itself and, for the
 * storefront, the customizer. Framed anywhere else the storefront could be clicked through
 * unseen, and its customizing mode (which opens a coming-soon shop) could be switched on by any
 * site. A customizer origin that is not exactly an http(s) origin is left out rather than written
 * into the header.
 *
 * @example
 * frameAncestorsPolicy("http://localhost:3000") // "frame-ancestors 'self' http://localhost:3000"
 * frameAncestorsPolicy("") // "frame-ancestors 'self'"
 * frameAncestorsPolicy("https://a.test; script-src *") // "frame-ancestors 'self'"
 */
export function frameAncestorsPolicy(customizerOrigin: string): string {
  return ["frame-ancestors 'self'", exactOrigin(customizerOrigin)].filter(Boolean).join(" ");
}
