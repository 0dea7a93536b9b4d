import {
  type PaymentMethodInput,
  type ShippingRate,
  type ShopCheckout,
  type ShopCheckoutInformation,
  shopCheckoutRoutes,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const calls = shopCheckoutRoutes;

/**
 * The shop's checkout of a cart on `gatewayBase`. The checkout id is the shopper's key to it,
 * so it comes first, like a path id; no login is needed.
 */
export interface ShopCheckoutApi {
  create(cartToken: string, options?: RequestOptions): Promise<ShopCheckout>;
  get(checkoutId: string, options?: RequestOptions): Promise<ShopCheckout>;
  updateInformation(
    checkoutId: string,
    information: ShopCheckoutInformation,
    options?: RequestOptions,
  ): Promise<ShopCheckout>;
  /** The rates for the checkout's address (after the information step). */
  shippingRates(checkoutId: string, options?: RequestOptions): Promise<ShippingRate[]>;
  selectShipping(
    checkoutId: string,
    shippingRateId: string,
    options?: RequestOptions,
  ): Promise<ShopCheckout>;
  /** The shopper's note to the creator; an empty message removes it. */
  updateMessage(
    checkoutId: string,
    message: string,
    options?: RequestOptions,
  ): Promise<ShopCheckout>;
  /** Resumes an abandoned checkout: lines priced again, `cartToken` the cart to keep. */
  recover(checkoutId: string, options?: RequestOptions): Promise<ShopCheckout>;
  /**
   * Pays: `PAID` with `order`, `PAYMENT_FAILED` with `failureMessage`, or `REQUIRES_ACTION` when
   * the bank asks the shopper to confirm (then `confirmPayment`).
   */
  pay(
    checkoutId: string,
    paymentmethod: PaymentMethodInput,
    options?: RequestOptions,
  ): Promise<ShopCheckout>;
  /** Charges a `REQUIRES_ACTION` payment the shopper confirmed with their bank. */
  confirmPayment(checkoutId: string, options?: RequestOptions): Promise<ShopCheckout>;
}

export function createShopCheckoutApi(client: HttpClient): ShopCheckoutApi {
  const of = (checkoutId: string) => ({ params: { checkoutId } });
  return {
    create: async (cartToken, options) =>
      client.call(calls.create, { body: { cartToken } }, options),
    get: async (checkoutId, options) => client.call(calls.get, of(checkoutId), options),
    updateInformation: async (checkoutId, information, options) =>
      client.call(calls.updateInformation, { ...of(checkoutId), body: information }, options),
    shippingRates: async (checkoutId, options) =>
      client.call(calls.shippingRates, of(checkoutId), options),
    selectShipping: async (checkoutId, shippingRateId, options) =>
      client.call(calls.selectShipping, { ...of(checkoutId), body: { shippingRateId } }, options),
    updateMessage: async (checkoutId, message, options) =>
      client.call(calls.updateMessage, { ...of(checkoutId), body: { message } }, options),
    recover: async (checkoutId, options) => client.call(calls.recover, of(checkoutId), options),
    pay: async (checkoutId, paymentmethod, options) =>
      client.call(calls.pay, { ...of(checkoutId), body: { paymentmethod } }, options),
    confirmPayment: async (checkoutId, options) =>
      client.call(calls.confirmPayment, of(checkoutId), options),
  };
}
