import type { MoneyMinor } from "@vitrine/contract";

/**
 * The events a storefront records and their payloads. Prices are minor units of `currency`, like
 * every amount on the wire.
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
}

export type AnalyticsEventName = keyof AnalyticsEvents;

export type AnalyticsHandler<Event extends AnalyticsEventName> = (
  payload: AnalyticsEvents[Event],
) => void;
