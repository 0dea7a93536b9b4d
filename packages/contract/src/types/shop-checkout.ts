import type { ProductImage } from "./catalog";
import type { IsoDateTime, MoneyMinor } from "./common";
import type { PaymentMethodInput } from "./order";

export interface ShippingAddress {
  fullName: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. `US`. */
  country: string;
  phone?: string;
}

/** A line as it was priced when the checkout (or order) was made. */
export interface CheckoutLine {
  productId: string;
  productSlug: string;
  variantId: string;
  productName: string;
  variantName: string;
  image: ProductImage | null;
  price: MoneyMinor;
  quantity: number;
  discountAmount: MoneyMinor;
}

export interface ShippingRate {
  id: string;
  name: string;
  amount: MoneyMinor;
  minDays: number;
  maxDays: number;
}

/** How the thank-you and status pages of an order are addressed. */
export interface OrderReference {
  id: string;
  /** Human order number, e.g. 1001. */
  number: number;
  /** Unguessable code of the status page `/orders/{code}`. */
  code: string;
  /** Second part of the thank-you address `/thankyou/{id}/{thankyouId}`. */
  thankyouId: string;
}

export type ShopCheckoutStatus = "OPEN" | "PAYMENT_FAILED" | "PAID";

/** The shop's checkout of a cart; its unguessable id is the shopper's key to it. */
export interface ShopCheckout {
  id: string;
  status: ShopCheckoutStatus;
  currency: string;
  lines: CheckoutLine[];
  itemCount: number;
  subTotalAmount: MoneyMinor;
  totalDiscountAmount: MoneyMinor;
  shippingAmount: MoneyMinor;
  totalTaxAmount: MoneyMinor;
  totalAmount: MoneyMinor;
  email: string | null;
  shippingAddress: ShippingAddress | null;
  shippingRate: ShippingRate | null;
  /** The shopper's note to the creator (the message step). */
  message: string | null;
  /** Why the last payment failed, in words a shopper understands. */
  failureMessage: string | null;
  /** Set once paid: where the thank-you page is. */
  order: OrderReference | null;
  /** The cart it was made from; recovering a checkout on another device restores this cookie. */
  cartToken: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface CreateShopCheckoutPayload {
  cartToken: string;
}

export interface ShopCheckoutInformation {
  email: string;
  shippingAddress: ShippingAddress;
}

export interface ShopCheckoutPaymentPayload {
  paymentmethod: PaymentMethodInput;
}

export type OrderStatus = "PAID" | "FULFILLED" | "CANCELED";
export type OrderKind = "PURCHASE" | "GIFT_REDEMPTION";

export interface Order extends OrderReference {
  kind: OrderKind;
  status: OrderStatus;
  /** True while the order may still be cancelled (paid, not yet fulfilled). */
  cancellable: boolean;
  email: string;
  currency: string;
  lines: CheckoutLine[];
  itemCount: number;
  subTotalAmount: MoneyMinor;
  totalDiscountAmount: MoneyMinor;
  shippingAmount: MoneyMinor;
  totalTaxAmount: MoneyMinor;
  totalAmount: MoneyMinor;
  shippingAddress: ShippingAddress;
  shippingMethod: string;
  message: string | null;
  createdAt: IsoDateTime;
  fulfilledAt: IsoDateTime | null;
  canceledAt: IsoDateTime | null;
}

export interface CancelOrderPayload {
  reason?: string;
}
