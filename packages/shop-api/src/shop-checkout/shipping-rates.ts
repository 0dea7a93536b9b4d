import type { MoneyMinor, ShippingRate } from "@vitrine/contract";

/** Domestic standard shipping is free from this discounted subtotal ($75). */
export const FREE_SHIPPING_FROM: MoneyMinor = 7500;

/** The country the demo shops ship from. */
const HOME_COUNTRY = "US";

/**
 * The rates offered for an address: standard and express at home (standard free from $75),
 * international standard and express elsewhere.
 * @example shippingRates("US", 8000).map((rate) => [rate.id, rate.amount])
 * // [["standard", 0], ["express", 1500]]
 * @example shippingRates("FR", 8000).map((rate) => rate.id) // ["international", "international-express"]
 */
export function shippingRates(country: string, discountedSubtotal: MoneyMinor): ShippingRate[] {
  if (country.toUpperCase() !== HOME_COUNTRY) {
    return [
      { id: "international", name: "International", amount: 1800, minDays: 7, maxDays: 14 },
      {
        id: "international-express",
        name: "International express",
        amount: 4500,
        minDays: 3,
        maxDays: 5,
      },
    ];
  }
  return [
    {
      id: "standard",
      name: "Standard",
      amount: discountedSubtotal >= FREE_SHIPPING_FROM ? 0 : 500,
      minDays: 3,
      maxDays: 5,
    },
    { id: "express", name: "Express", amount: 1500, minDays: 1, maxDays: 2 },
  ];
}
