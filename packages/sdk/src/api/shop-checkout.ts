import type {
  PaymentMethodInput,
  ShippingRate,
  ShopCheckout,
  ShopCheckoutInformation,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import { type HttpClient, pathSegment } from "../http/client";

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
  /** Pays: `PAID` with `order`, or `PAYMENT_FAILED` with `failureMessage`. */
  pay(
    checkoutId: string,
    paymentmethod: PaymentMethodInput,
    options?: RequestOptions,
  ): Promise<ShopCheckout>;
}

const BASE = "/order/v3/checkouts";

export function createShopCheckoutApi(client: HttpClient): ShopCheckoutApi {
  const checkout = (checkoutId: string, step = "") => `${BASE}/${pathSegment(checkoutId)}${step}`;
  return {
    create: async (cartToken, options) =>
      client.data(BASE, { method: "POST", body: { cartToken } }, options),
    get: async (checkoutId, options) => client.data(checkout(checkoutId), {}, options),
    updateInformation: async (checkoutId, information, options) =>
      client.data(
        checkout(checkoutId, "/information"),
        { method: "PUT", body: information },
        options,
      ),
    shippingRates: async (checkoutId, options) =>
      client.data(checkout(checkoutId, "/shipping-rates"), {}, options),
    selectShipping: async (checkoutId, shippingRateId, options) =>
      client.data(
        checkout(checkoutId, "/shipping"),
        { method: "PUT", body: { shippingRateId } },
        options,
      ),
    updateMessage: async (checkoutId, message, options) =>
      client.data(checkout(checkoutId, "/message"), { method: "PUT", body: { message } }, options),
    recover: async (checkoutId, options) =>
      client.data(checkout(checkoutId, "/recover"), { method: "POST" }, options),
    pay: async (checkoutId, paymentmethod, options) =>
      client.data(
        checkout(checkoutId, "/payment"),
        { method: "PUT", body: { paymentmethod } },
        options,
      ),
  };
}
