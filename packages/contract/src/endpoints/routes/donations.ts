// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.donations`. */
export const donationsRoutes: EndpointRoutesOf<(typeof endpoints)["donations"]> = {
  settings: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/donations/settings",
    list: false,
    access: "public",
  },
  donate: {
    method: "POST",
    base: "gateway",
    path: "/order/v3/donations",
    list: false,
    access: "public",
  },
  confirm: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/donations/:donationId/payment",
    list: false,
    access: "public",
  },
  get: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/donations/:donationId",
    list: false,
    access: "public",
  },
};
