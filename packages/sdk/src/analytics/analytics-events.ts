import type { BillingInterval, MoneyMinor } from "@vitrine/contract";

/**
 * The events a storefront records and their payloads: flat ids, amounts and codes, never an
 * email, a name or an address, since the sink stores them as sent. Prices are minor units of
 * `currency`, like every amount on the wire.
 */
export interface AnalyticsEvents {
  page_view: { path: string; title: string };
  product_view: {
    productId: string;
    variantId?: string;
    price: MoneyMinor;
    currency: string;
  };
  add_to_cart: {
    productId: string;
    variantId: string;
    quantity: number;
    price: MoneyMinor;
    currency: string;
  };
  /** A shop checkout made from the cart, or a membership checkout for a tier. */
  checkout_started: {
    checkoutId: string;
    kind: "shop" | "membership";
    value: MoneyMinor;
    currency: string;
  };
  /** A paid checkout: the shop's order, or a membership's first payment. */
  purchase: {
    orderId: string;
    kind: "shop" | "membership";
    value: MoneyMinor;
    currency: string;
  };
  /** A new member account; who it is stays out of the event. */
  sign_up: { userType: "MEMBER" };
  subscription_started: {
    tierId: string;
    interval: BillingInterval;
    value: MoneyMinor;
    currency: string;
  };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

export type AnalyticsHandler<Event extends AnalyticsEventName> = (
  payload: AnalyticsEvents[Event],
) => void;
