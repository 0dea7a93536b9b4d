/**
 * A page's title in the browser tab: the page's own name before the shop's, or the shop's name
 * alone. The server writes it for the page it sends; the app keeps it for every page after.
 *
 * @example
 * pageTitle("Night Owl Hoodie", "Maya Makes") // "Night Owl Hoodie · Maya Makes"
 * pageTitle(undefined, "Maya Makes")          // "Maya Makes"
 */
export function pageTitle(title: string | undefined, shopName: string): string {
  return title === undefined || title === "" ? shopName : `${title} · ${shopName}`;
}
