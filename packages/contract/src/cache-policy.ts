/**
 * How long shared caches (nginx, a CDN) may keep what every visitor of a shop sees alike: the
 * catalogue, its pages and anonymous HTML. Short, because a publish must show on every node's
 * answers within a second; stale copies may still be served while one request refreshes them, so
 * a hot page never sends all its visitors to the nodes at once.
 */
export const SHARED_CACHE_SECONDS = 1;
/** How long a stale copy may be served while a cache refreshes it in the background. */
export const STALE_WHILE_REVALIDATE_SECONDS = 10;

/**
 * `Cache-Control` of an answer any visitor may be given: shared caches keep it briefly, browsers
 * revalidate it each time (`max-age=0`, then a 304 on a matching `ETag`).
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/** `Cache-Control` of anything personal (a cart, a member's data, a checkout): no cache keeps it. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * The header that names what an answer is made of, so a CDN can purge exactly what a write
 * changes (Fastly's `Surrogate-Key`: keys separated by spaces).
 */
export const SURROGATE_KEY_HEADER = "Surrogate-Key";

/**
 * The surrogate keys of a shop's answers: the whole shop, a scope of it (`products`), one record.
 *
 * @example
 * surrogateKeys.shop("shop_1")                    // "shop-shop_1"
 * surrogateKeys.scope("shop_1", "products")        // "shop-shop_1-products"
 * surrogateKeys.record("product", "prod_9")        // "product-prod_9"
 */
export const surrogateKeys = {
  shop: (shopId: string) => `shop-${shopId}`,
  scope: (shopId: string, scope: string) => `shop-${shopId}-${scope}`,
  record: (kind: "product" | "collection" | "page" | "post" | "video", id: string) =>
    `${kind}-${id}`,
};

/**
 * Where an edge (nginx, deploy/nginx/vitrine.conf) takes a node's purges: this prefix and the
 * cached copy's path, asked with the copy's `Host`, `Accept-Encoding` and consent cookie.
 *
 * @example `${EDGE_PURGE_PATH_PREFIX}/products?page=2` // "/.vitrine-purge/products?page=2"
 */
export const EDGE_PURGE_PATH_PREFIX = "/.vitrine-purge";
