import type { RouteLoaderKey, RouteMatch } from "@vitrine/sdk";

type Params = RouteMatch["params"];

/** A parameter as one path segment: encoded, so `a/../b` cannot address another endpoint. */
const segment = (value: string | undefined) => encodeURIComponent(value ?? "");

/**
 * The shop API's GET of the one resource a page shows, by the route record's loader key. Listings
 * (`products`, `posts`, …) and checkouts are absent: a listing is never missing, and a checkout
 * is the checkout pages' own business (it expires, it recovers).
 */
const RESOURCE_PATHS: Partial<Record<RouteLoaderKey, (params: Params) => string>> = {
  product: (params) => `/pod/products/${segment(params.slug)}`,
  collection: (params) => `/pod/collections/${segment(params.slug)}`,
  page: (params) => `/pod/pages/${segment(params.slug)}`,
  gift: (params) => `/pod/gifts/${segment(params.giftId)}`,
  order: (params) => `/order/v3/orders/${segment(params.orderCode)}`,
  post: (params) => `/api/posts/${segment(params.handle)}`,
  video: (params) => `/api/videos/${segment(params.handle)}`,
  "video-series": (params) => `/api/video-series/${segment(params.handle)}`,
  audio: (params) => `/api/audios/${segment(params.handle)}`,
};

/**
 * The shop API path that says whether a page's resource exists, or `null` when the route shows
 * no single resource (no loader, or a listing). A member-only post still answers 200 with its
 * teaser there, so only a missing one is a 404.
 *
 * @example
 * resourceApiPath(matchRoute("/products/logo-tee")) // "/pod/products/logo-tee"
 * resourceApiPath(matchRoute("/membership/posts/a%2Fb")) // "/api/posts/a%2Fb"
 * resourceApiPath(matchRoute("/orders/AB12/cancel")) // "/order/v3/orders/AB12"
 * resourceApiPath(matchRoute("/products")) // null
 */
export function resourceApiPath(match: RouteMatch): string | null {
  const loader = match.route.loader;
  const path = loader === null ? undefined : RESOURCE_PATHS[loader];
  return path === undefined ? null : path(match.params);
}
