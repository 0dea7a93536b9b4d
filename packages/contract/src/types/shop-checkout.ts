import * as z from "zod/mini";
import {
  email,
  paymentCard,
  shippingAddress as shippingAddressInput,
  text,
} from "../rules/field-rules";
import { productImage } from "./catalog";
import { isoDateTime, moneyMinor } from "./common";

/** A postal address as the platform answers it (what the shopper typed, checked and trimmed). */
export const shippingAddress = z.object({
  fullName: z.string(),
  line1: z.string(),
  line2: z.optional(z.string()),
  city: z.string(),
  region: z.optional(z.string()),
  postalCode: z.string(),
  /** ISO 3166-1 alpha-2, e.g. `US`. */
  country: z.string(),
  phone: z.optional(z.string()),
});
export type ShippingAddress = z.output<typeof shippingAddress>;

/** A line as it was priced when the checkout (or order) was made. */
export const checkoutLine = z.object({
  productId: z.string(),
  productSlug: z.string(),
  variantId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  image: z.nullable(productImage),
  price: moneyMinor,
  quantity: z.number(),
  discountAmount: moneyMinor,
});
export type CheckoutLine = z.output<typeof checkoutLine>;

export const shippingRate = z.object({
  id: z.string(),
  name: z.string(),
  amount: moneyMinor,
  minDays: z.number(),
  maxDays: z.number(),
});
export type ShippingRate = z.output<typeof shippingRate>;

/** How the thank-you and status pages of an order are addressed. */
export const orderReference = z.object({
  id: z.string(),
  /** Human order number, e.g. 1001. */
  number: z.number(),
  /** Unguessable code of the status page `/orders/{code}`. */
  code: z.string(),
  /** Second part of the thank-you address `/thankyou/{id}/{thankyouId}`. */
  thankyouId: z.string(),
});
export type OrderReference = z.output<typeof orderReference>;

/** `REQUIRES_ACTION`: the shopper's bank asks them to confirm the payment (3-D Secure). */
export const shopCheckoutStatus = z.enum(["OPEN", "PAYMENT_FAILED", "REQUIRES_ACTION", "PAID"]);
export type ShopCheckoutStatus = z.output<typeof shopCheckoutStatus>;

/** The lines bought and what they come to, alike in a checkout and the order it becomes. */
const checkedOutLines = {
  currency: z.string(),
  lines: z.array(checkoutLine),
  itemCount: z.number(),
  subTotalAmount: moneyMinor,
  totalDiscountAmount: moneyMinor,
  shippingAmount: moneyMinor,
  totalTaxAmount: moneyMinor,
  totalAmount: moneyMinor,
};

/** The shop's checkout of a cart; its unguessable id is the shopper's key to it. */
export const shopCheckout = z.object({
  id: z.string(),
  status: shopCheckoutStatus,
  ...checkedOutLines,
  email: z.nullable(z.string()),
  shippingAddress: z.nullable(shippingAddress),
  shippingRate: z.nullable(shippingRate),
  /** The shopper's note to the creator (the message step). */
  message: z.nullable(z.string()),
  /** Why the last payment failed, in words a shopper understands. */
  failureMessage: z.nullable(z.string()),
  /** Set once paid: where the thank-you page is. */
  order: z.nullable(orderReference),
  /** The cart it was made from; recovering a checkout on another device restores this cookie. */
  cartToken: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ShopCheckout = z.output<typeof shopCheckout>;

export const createShopCheckoutPayload = z.object({
  cartToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type CreateShopCheckoutPayload = z.input<typeof createShopCheckoutPayload>;

/** The information step: who is buying and where it goes. */
export const shopCheckoutInformation = z.object({
  email,
  shippingAddress: shippingAddressInput,
});
export type ShopCheckoutInformation = z.input<typeof shopCheckoutInformation>;

export const shopCheckoutPaymentPayload = z.object({ paymentmethod: paymentCard });
export type ShopCheckoutPaymentPayload = z.input<typeof shopCheckoutPaymentPayload>;

export const orderStatus = z.enum(["PAID", "FULFILLED", "CANCELED"]);
export type OrderStatus = z.output<typeof orderStatus>;
export const orderKind = z.enum(["PURCHASE", "GIFT_REDEMPTION"]);
export type OrderKind = z.output<typeof orderKind>;

export const order = z.extend(orderReference, {
  kind: orderKind,
  status: orderStatus,
  /** True while the order may still be cancelled (paid, not yet fulfilled). */
  cancellable: z.boolean(),
  email: z.string(),
  ...checkedOutLines,
  shippingAddress,
  shippingMethod: z.string(),
  message: z.nullable(z.string()),
  createdAt: isoDateTime,
  fulfilledAt: z.nullable(isoDateTime),
  canceledAt: z.nullable(isoDateTime),
});
export type Order = z.output<typeof order>;

/** The longest reason a shopper may give for cancelling an order. */
const CANCEL_REASON_MAX_LENGTH = 500;

export const cancelOrderPayload = z.object({
  reason: z.optional(text(CANCEL_REASON_MAX_LENGTH)),
});
export type CancelOrderPayload = z.input<typeof cancelOrderPayload>;
