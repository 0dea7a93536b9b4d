import type { CheckoutLine, ShippingAddress, ShippingRate } from "@vitrine/contract";
import { checkoutTotals } from "./checkout-totals";
import { shippingRates } from "./shipping-rates";

/** The rates offered for `lines` sent to `address`: by country and the discounted subtotal. */
export function ratesFor(lines: CheckoutLine[], address: ShippingAddress): ShippingRate[] {
  const { subTotalAmount, totalDiscountAmount } = checkoutTotals(lines, 0, 0);
  return shippingRates(address.country, subTotalAmount - totalDiscountAmount);
}

/** The chosen rate priced again for new lines or a new address; null when no longer offered. */
export function repriceRate(
  chosen: ShippingRate | null,
  lines: CheckoutLine[],
  address: ShippingAddress | null,
): ShippingRate | null {
  if (!chosen || !address) return null;
  return ratesFor(lines, address).find((rate) => rate.id === chosen.id) ?? null;
}
