// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.membershipCheckout`. */
export const membershipCheckoutRoutes: EndpointRoutesOf<(typeof endpoints)["membershipCheckout"]> =
  {
    createCheckout: {
      method: "POST",
      base: "gateway",
      path: "/order/v3/memberships/checkout",
      list: false,
      access: "member",
    },
    getCheckout: {
      method: "GET",
      base: "gateway",
      path: "/order/v3/memberships/checkout/:checkoutId",
      list: false,
      access: "member",
    },
    updateCheckoutInformation: {
      method: "PUT",
      base: "gateway",
      path: "/order/v3/memberships/checkout/:checkoutId/information",
      list: false,
      access: "member",
    },
    setupCheckoutPayment: {
      method: "PUT",
      base: "gateway",
      path: "/order/v3/memberships/checkout/:checkoutId/setup-payment",
      list: false,
      access: "member",
    },
    payCheckout: {
      method: "PUT",
      base: "gateway",
      path: "/order/v3/memberships/checkout/:checkoutId/payment",
      list: false,
      access: "member",
    },
    cancelCheckoutPayment: {
      method: "PUT",
      base: "gateway",
      path: "/order/v3/memberships/checkout/:checkoutId/cancel-payment",
      list: false,
      access: "member",
    },
    applyCheckoutPromotion: {
      method: "PUT",
      base: "gateway",
      path: "/order/v3/memberships/checkout/:checkoutId/promotion",
      list: false,
      access: "member",
    },
    removeCheckoutPromotion: {
      method: "DELETE",
      base: "gateway",
      path: "/order/v3/memberships/checkout/:checkoutId/promotion",
      list: false,
      access: "member",
    },
  };
