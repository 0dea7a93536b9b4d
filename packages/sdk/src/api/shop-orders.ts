import { type CancelOrderPayload, type Order, shopOrdersRoutes } from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const { thankyou, getByCode, cancel } = shopOrdersRoutes;

/** The shop's orders on `gatewayBase`: thank-you page, status page and cancel, no login. */
export interface ShopOrdersApi {
  /** The thank-you page's order; both ids must match. */
  thankyou(orderId: string, thankyouId: string, options?: RequestOptions): Promise<Order>;
  /** The status page's order, by its unguessable code. */
  getByCode(orderCode: string, options?: RequestOptions): Promise<Order>;
  /** Cancels while paid and not yet fulfilled; otherwise ORDER_NOT_CANCELLABLE (409). */
  cancel(orderCode: string, payload?: CancelOrderPayload, options?: RequestOptions): Promise<Order>;
}

export function createShopOrdersApi(client: HttpClient): ShopOrdersApi {
  return {
    thankyou: async (orderId, thankyouId, options) =>
      client.call(thankyou, { params: { orderId, thankyouId } }, options),
    getByCode: async (orderCode, options) =>
      client.call(getByCode, { params: { orderCode } }, options),
    cancel: async (orderCode, payload = {}, options) =>
      client.call(cancel, { params: { orderCode }, body: payload }, options),
  };
}
