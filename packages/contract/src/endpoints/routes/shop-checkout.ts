// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.shopCheckout`. */
export const shopCheckoutRoutes: EndpointRoutesOf<(typeof endpoints)["shopCheckout"]> = {
  create: {
    method: "POST",
    base: "gateway",
    path: "/order/v3/checkouts",
    list: false,
    access: "public",
  },
  get: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/checkouts/:checkoutId",
    list: false,
    access: "public",
  },
  updateInformation: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/checkouts/:checkoutId/information",
    list: false,
    access: "public",
  },
  shippingRates: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/checkouts/:checkoutId/shipping-rates",
    list: false,
    access: "public",
  },
  selectShipping: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/checkouts/:checkoutId/shipping",
    list: false,
    access: "public",
  },
  updateMessage: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/checkouts/:checkoutId/message",
    list: false,
    access: "public",
  },
  recover: {
    method: "POST",
    base: "gateway",
    path: "/order/v3/checkouts/:checkoutId/recover",
    list: false,
    access: "public",
  },
  pay: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/checkouts/:checkoutId/payment",
    list: false,
    access: "public",
  },
  confirmPayment: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/checkouts/:checkoutId/confirm-payment",
    list: false,
    access: "public",
  },
};
