import { cancelOrderPayload, order } from "../types/shop-checkout";
import { defineEndpoint } from "./endpoint";

/**
 * The shop's orders: the thank-you page by id and its secret, the status page by its unguessable
 * code, and cancelling while not yet fulfilled. No login: the codes are the keys.
 */
export const shopOrdersEndpoints = {
  thankyou: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: "/order/v3/orders/thankyou/:orderId/:thankyouId",
    answer: order,
    access: "public",
  }),
  /** By the status page's code, however the shopper typed its case. */
  getByCode: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: "/order/v3/orders/:orderCode",
    answer: order,
    access: "public",
  }),
  /** Cancels while paid and not yet fulfilled; otherwise 409 ORDER_NOT_CANCELLABLE. */
  cancel: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: "/order/v3/orders/:orderCode/cancel",
    body: cancelOrderPayload,
    answer: order,
    access: "public",
  }),
};
