import {
  type AllowedOrigins,
  type StorefrontDiscovery,
  storefrontDiscoveryRoutes,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const { discover, allowedOrigins, setAllowedOrigins } = storefrontDiscoveryRoutes;

/**
 * The shop's own configuration: what an app discovers (`createStorefront({ shop })` reads it
 * before a storefront exists), and the browser origins its creator lets call the API (CORS).
 * Setting origins other than `https://host[:port]` fails with an ApiError of `statusCode` 400.
 *
 * @example
 * const { shop, endpoints } = await api.shopConfig.discover(); // shop.currency === "USD"
 * await api.shopConfig.setAllowedOrigins(["https://app.example"]); // as the shop's creator
 */
export interface ShopConfigApi {
  discover(options?: RequestOptions): Promise<StorefrontDiscovery>;
  allowedOrigins(options?: RequestOptions): Promise<AllowedOrigins>;
  setAllowedOrigins(origins: string[], options?: RequestOptions): Promise<AllowedOrigins>;
}

export function createShopConfigApi(gateway: HttpClient, membership: HttpClient): ShopConfigApi {
  return {
    discover: async (options) => gateway.call(discover, {}, options),
    allowedOrigins: async (options) => membership.call(allowedOrigins, {}, options),
    setAllowedOrigins: async (origins, options) =>
      membership.call(setAllowedOrigins, { body: { origins } }, options),
  };
}
