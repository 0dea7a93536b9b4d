// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.billing`. */
export const billingRoutes: EndpointRoutesOf<(typeof endpoints)["billing"]> = {
  billingHistory: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/memberships/checkout/billing",
    list: true,
    access: "member",
  },
  getPaymentMethod: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/memberships/checkout/payment-method",
    list: false,
    access: "member",
  },
  deletePaymentMethod: {
    method: "DELETE",
    base: "gateway",
    path: "/order/v3/memberships/checkout/payment-method",
    list: false,
    access: "member",
  },
  setupPaymentMethod: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/memberships/payment-method/setup",
    list: false,
    access: "member",
  },
  updatePaymentMethod: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/memberships/payment-method",
    list: false,
    access: "member",
  },
};
