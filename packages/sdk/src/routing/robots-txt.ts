import { ROUTES } from "./route-record";

const covers = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** `/a/b/$c/d` → `["/a", "/a/b"]`: the literal folders a pattern starts with, shortest first. */
function literalAncestors(path: string): string[] {
  const literal = path.split("/$")[0] ?? path;
  const segments = literal.split("/").slice(1);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
}

/** A pattern's address as robots.txt matches it: each `$param` segment becomes `*` (any characters). */
const wildcard = (path: string) => path.replace(/\$[^/]+/g, "*");

/**
 * The robots.txt of every shop, derived from which routes are indexable: each route crawlers must
 * not list is disallowed through the shortest literal prefix of its path that holds no indexable
 * route, as a folder (`/membership/users/`) when other routes live under it, else as its address;
 * a route under an indexable one with no such prefix (`/membership/posts/$postId/unlock` under
 * the public posts) is disallowed as its own pattern.
 *
 * @example
 * robotsTxt()
 * // "User-agent: *\nAllow: /\nDisallow: /membership/checkouts/\n…" and, for the unlock step,
 * // a line of "/membership/posts/", `*` and "/unlock"
 */
export function robotsTxt(): string {
  const indexable = ROUTES.filter((route) => route.indexable).map((route) => route.path);
  const prefixes = ROUTES.filter((route) => !route.indexable).map((route) => {
    const ancestors = literalAncestors(route.path);
    const prefix = ancestors.find((folder) => !indexable.some((path) => covers(folder, path)));
    if (prefix === undefined) return wildcard(route.path);
    return ROUTES.some((other) => other.path.startsWith(`${prefix}/`)) ? `${prefix}/` : prefix;
  });
  const lines = [...new Set(prefixes)].map((prefix) => `Disallow: ${prefix}`);
  return ["User-agent: *", "Allow: /", ...lines, ""].join("\n");
}
