import type { CheckoutLine, MoneyMinor } from "@vitrine/contract";

export interface CheckoutTotals {
  itemCount: number;
  subTotalAmount: MoneyMinor;
  totalDiscountAmount: MoneyMinor;
  shippingAmount: MoneyMinor;
  totalTaxAmount: MoneyMinor;
  totalAmount: MoneyMinor;
}

/**
 * Totals of priced lines plus shipping. Tax is charged on the discounted subtotal, as in the
 * cart, so the checkout never shows a different tax than the cart did; shipping is not taxed.
 * @example checkoutTotals([{ price: 900, quantity: 3, discountAmount: 270, … }], 800, 500)
 * // { itemCount: 3, subTotalAmount: 2700, totalDiscountAmount: 270, shippingAmount: 500,
 * //   totalTaxAmount: 194, totalAmount: 3124 }
 */
export function checkoutTotals(
  lines: readonly Pick<CheckoutLine, "price" | "quantity" | "discountAmount">[],
  taxRateBps: number,
  shippingAmount: MoneyMinor,
): CheckoutTotals {
  const subTotalAmount = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totalDiscountAmount = lines.reduce((sum, line) => sum + line.discountAmount, 0);
  const totalTaxAmount = Math.round(((subTotalAmount - totalDiscountAmount) * taxRateBps) / 10_000);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subTotalAmount,
    totalDiscountAmount,
    shippingAmount,
    totalTaxAmount,
    totalAmount: subTotalAmount - totalDiscountAmount + totalTaxAmount + shippingAmount,
  };
}
