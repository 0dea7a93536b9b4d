import {
  PERSONAL_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SURROGATE_KEY_HEADER,
  surrogateKeys,
} from "@vitrine/contract";

/** What decides whether a page may be kept by shared caches. */
export interface PageCacheFacts {
  /** The status the page is answered with. */
  status: number;
  /** The shop is coming soon: only the visitors it let in may see its pages. */
  comingSoon: boolean;
  /**
   * The page is one browser's: a preview, a theme chosen in the customizer, or a page rendered
   * with the visitor's session or cart.
   */
  personal: boolean;
  /** The page is the same for every visitor, whatever their cookies (`Visit.shared`). */
  shared: boolean;
  /** The shop the page is of (none: an unknown shop's error page). */
  shopId: string | null;
  /** The page's entity tag (`pageEtag`), sent when shared caches may keep the page. */
  etag?: string;
}

/**
 * The `Cache-Control` and `Vary` of a page. An open shop's page as any anonymous visitor gets it
 * may be kept by shared caches for a moment (`PUBLIC_CACHE_CONTROL`), under the shop's surrogate
 * key (any write to the shop purges it) and with its `etag`. A shared page is one copy for every
 * visitor; any other varies on `Cookie`, so a cache never hands it to a browser that sent other
 * cookies. A personal page is never kept; the rest (errors, a coming-soon shop's pages) is
 * revalidated each time.
 *
 * @example
 * pageCacheHeaders({ status: 200, comingSoon: false, personal: false, shared: true, shopId: "shop_1", etag: 'W/"v1"' })
 * // { "Cache-Control": "public, max-age=0, s-maxage=1, stale-while-revalidate=10",
 * //   "Surrogate-Key": "shop-shop_1", ETag: 'W/"v1"' }
 * pageCacheHeaders({ status: 200, comingSoon: false, personal: false, shared: false, shopId: "shop_1" })
 * // { "Cache-Control": "public, …", Vary: "Cookie", "Surrogate-Key": "shop-shop_1" }
 * pageCacheHeaders({ status: 200, comingSoon: false, personal: true, shared: false, shopId: "shop_1" })
 * // { "Cache-Control": "private, no-store" }
 * pageCacheHeaders({ status: 404, comingSoon: false, personal: false, shared: true, shopId: "shop_1" })
 * // { "Cache-Control": "no-cache" }
 */
export function pageCacheHeaders(facts: PageCacheFacts): Record<string, string> {
  if (facts.personal) return { "Cache-Control": PERSONAL_CACHE_CONTROL };
  if (facts.status === 200 && !facts.comingSoon && facts.shopId !== null) {
    return {
      "Cache-Control": PUBLIC_CACHE_CONTROL,
      ...(facts.shared ? {} : { Vary: "Cookie" }),
      [SURROGATE_KEY_HEADER]: surrogateKeys.shop(facts.shopId),
      ...(facts.etag ? { ETag: facts.etag } : {}),
    };
  }
  return { "Cache-Control": "no-cache" };
}
