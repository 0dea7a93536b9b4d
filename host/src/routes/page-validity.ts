import { ROUTE_PATTERNS } from "@vitrine/sdk";

// A `$param` segment matches one non-empty path segment, as the router reads it.
const patterns: readonly RegExp[] = Object.values(ROUTE_PATTERNS).map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split("/")
        .map((segment) =>
          segment.startsWith("$") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("/")}$`,
    ),
);

/**
 * The host's page validity check (spec §2): a path is a page when some route of the table has
 * it. What fails here is the catch-all's 404 "Page Not Found: {path}".
 *
 * @example
 * isKnownPage("/products/logo-tee") // true
 * isKnownPage("/products/logo-tee/extra") // false
 * isKnownPage("/nope") // false
 */
export function isKnownPage(path: string): boolean {
  return patterns.some((pattern) => pattern.test(path));
}
