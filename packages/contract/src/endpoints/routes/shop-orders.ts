// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.shopOrders`. */
export const shopOrdersRoutes: EndpointRoutesOf<(typeof endpoints)["shopOrders"]> = {
  thankyou: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/orders/thankyou/:orderId/:thankyouId",
    list: false,
    access: "public",
  },
  getByCode: {
    method: "GET",
    base: "gateway",
    path: "/order/v3/orders/:orderCode",
    list: false,
    access: "public",
  },
  cancel: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/orders/:orderCode/cancel",
    list: false,
    access: "public",
  },
};
