import * as z from "zod/mini";
import { CHECKOUT_MESSAGE_MAX_LENGTH } from "../limits";
import { text } from "../rules/field-rules";
import {
  createShopCheckoutPayload,
  shippingRate,
  shopCheckout,
  shopCheckoutInformation,
  shopCheckoutPaymentPayload,
} from "../types/shop-checkout";
import { defineEndpoint } from "./endpoint";

const CHECKOUT = "/order/v3/checkouts/:checkoutId";

/**
 * The shop's checkout of a cart: made from a cart token, then information, shipping, an optional
 * message and payment. Its unguessable id is the shopper's key, as a cart token is: no login.
 */
export const shopCheckoutEndpoints = {
  /** A checkout of the cart's lines; 400 CART_EMPTY for an empty or unknown cart. */
  create: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: "/order/v3/checkouts",
    body: createShopCheckoutPayload,
    answer: shopCheckout,
    access: "public",
  }),
  get: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: CHECKOUT,
    answer: shopCheckout,
    access: "public",
  }),
  /** The email and shipping address; a chosen rate is priced again for the new address. */
  updateInformation: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: `${CHECKOUT}/information`,
    body: shopCheckoutInformation,
    answer: shopCheckout,
    access: "public",
  }),
  /** The rates for the checkout's address; 400 INFORMATION_REQUIRED before the information step. */
  shippingRates: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: `${CHECKOUT}/shipping-rates`,
    answer: z.array(shippingRate),
    access: "public",
  }),
  selectShipping: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: `${CHECKOUT}/shipping`,
    body: z.object({ shippingRateId: z.string().check(z.minLength(1), z.maxLength(50)) }),
    answer: shopCheckout,
    access: "public",
  }),
  /** The shopper's note to the creator; an empty message removes it. */
  updateMessage: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: `${CHECKOUT}/message`,
    body: z.object({ message: text(CHECKOUT_MESSAGE_MAX_LENGTH) }),
    answer: shopCheckout,
    access: "public",
  }),
  /** Resumes an abandoned checkout: lines priced again, its cart rebuilt when it is gone. */
  recover: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: `${CHECKOUT}/recover`,
    answer: shopCheckout,
    access: "public",
  }),
  /**
   * Pays: `PAID` with `order`, `PAYMENT_FAILED` with `failureMessage`, or `REQUIRES_ACTION` when
   * the bank asks the shopper to confirm (then `confirmPayment`, or pay again with another card).
   */
  pay: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: `${CHECKOUT}/payment`,
    body: shopCheckoutPaymentPayload,
    answer: shopCheckout,
    access: "public",
  }),
  /**
   * The shopper confirmed a `REQUIRES_ACTION` payment with their bank: charges it, `PAID` or
   * `PAYMENT_FAILED`; 409 PAYMENT_NOT_PENDING when there is no payment to confirm.
   */
  confirmPayment: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: `${CHECKOUT}/confirm-payment`,
    answer: shopCheckout,
    access: "public",
  }),
};
