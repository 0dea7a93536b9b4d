import { ROUTES } from "./route-record";

const covers = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** `/a/b/$c/d` → `["/a", "/a/b"]`: the literal folders a pattern starts with, shortest first. */
function literalAncestors(path: string): string[] {
  const literal = path.split("/$")[0] ?? path;
  const segments = literal.split("/").slice(1);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
}

/**
 * The robots.txt of every shop, derived from which routes are indexable: each route crawlers must
 * not list is disallowed through the shortest literal prefix of its path that holds no indexable
 * route, as a folder (`/membership/`) when other routes live under it, else as its address.
 *
 * @example
 * robotsTxt() // "User-agent: *\nAllow: /\nDisallow: /membership/\n"
 */
export function robotsTxt(): string {
  const indexable = ROUTES.filter((route) => route.indexable).map((route) => route.path);
  const prefixes = ROUTES.filter((route) => !route.indexable).map((route) => {
    const ancestors = literalAncestors(route.path);
    return (
      ancestors.find((prefix) => !indexable.some((path) => covers(prefix, path))) ??
      `${ancestors.at(-1) ?? ""}/`
    );
  });
  const lines = [...new Set(prefixes)].map((prefix) =>
    ROUTES.some((route) => route.path.startsWith(`${prefix}/`))
      ? `Disallow: ${prefix}/`
      : `Disallow: ${prefix}`,
  );
  return ["User-agent: *", "Allow: /", ...lines, ""].join("\n");
}
