// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.storefrontDiscovery`. */
export const storefrontDiscoveryRoutes: EndpointRoutesOf<
  (typeof endpoints)["storefrontDiscovery"]
> = {
  discover: {
    method: "GET",
    base: "gateway",
    path: "/api/storefront-config",
    list: false,
    access: "public",
  },
  allowedOrigins: {
    method: "GET",
    base: "membership",
    path: "/api/creators/allowed-origins",
    list: false,
    access: "creator",
  },
  setAllowedOrigins: {
    method: "PUT",
    base: "membership",
    path: "/api/creators/allowed-origins",
    list: false,
    access: "creator",
  },
};
