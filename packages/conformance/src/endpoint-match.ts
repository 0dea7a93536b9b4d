import type { Endpoint } from "@vitrine/contract";

/**
 * Whether a request is the call `endpoint` describes: the same method, and a path that fills
 * the endpoint's parameters with one segment each.
 *
 * @example
 * isCallOf(endpoints.storefront.getProduct, "GET", "/pod/products/tee")         // → true
 * isCallOf(endpoints.storefront.getProduct, "GET", "/pod/products/tee/related") // → false
 */
export function isCallOf(endpoint: Endpoint, method: string, path: string): boolean {
  const pattern = endpoint.path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return method === endpoint.method && new RegExp(`^${pattern}$`).test(path);
}
