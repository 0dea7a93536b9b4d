/**
 * Where an address with a trailing slash goes (spec §2): any path but the root loses its trailing
 * slashes and keeps its query string; `null` when there is nothing to fix. Leading slashes are
 * folded into one on the way, so `//evil.test/` becomes `/evil.test`, a path of this site, and
 * never a protocol-relative address. The host server answers with this redirect before any page
 * renders; in the browser the router builds every address without the slash.
 *
 * @example
 * trailingSlashRedirect("/cart/", "?page=2") // "/cart?page=2"
 * trailingSlashRedirect("//evil.test/", "") // "/evil.test"
 * trailingSlashRedirect("/", "") // null
 * trailingSlashRedirect("/cart", "") // null
 */
export function trailingSlashRedirect(path: string, query: string): string | null {
  if (path === "/" || !path.endsWith("/")) return null;
  const fixed = `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
  return query === "" || query === "?"
    ? fixed
    : `${fixed}${query.startsWith("?") ? "" : "?"}${query}`;
}
