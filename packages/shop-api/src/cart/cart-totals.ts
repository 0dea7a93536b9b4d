import type { MoneyMinor } from "@vitrine/contract";

export interface PricedLine {
  price: MoneyMinor;
  quantity: number;
  /** The quantity tier the line reaches, 0 when none. */
  percentOff: number;
}

export interface CartTotals {
  lineDiscounts: MoneyMinor[];
  itemCount: number;
  subTotalAmount: MoneyMinor;
  totalDiscountAmount: MoneyMinor;
  totalTaxAmount: MoneyMinor;
  totalAmount: MoneyMinor;
}

/**
 * Totals in minor units: each line's discount is rounded to the cent, tax is charged on the
 * discounted subtotal at `taxRateBps` basis points and rounded once.
 * @example cartTotals([{ price: 900, quantity: 3, percentOff: 10 }], 800)
 * // { lineDiscounts: [270], itemCount: 3, subTotalAmount: 2700, totalDiscountAmount: 270,
 * //   totalTaxAmount: 194, totalAmount: 2624 }
 */
export function cartTotals(lines: readonly PricedLine[], taxRateBps: number): CartTotals {
  const lineDiscounts = lines.map((line) =>
    Math.round((line.price * line.quantity * line.percentOff) / 100),
  );
  const subTotalAmount = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totalDiscountAmount = lineDiscounts.reduce((sum, discount) => sum + discount, 0);
  const totalTaxAmount = Math.round(((subTotalAmount - totalDiscountAmount) * taxRateBps) / 10_000);
  return {
    lineDiscounts,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subTotalAmount,
    totalDiscountAmount,
    totalTaxAmount,
    totalAmount: subTotalAmount - totalDiscountAmount + totalTaxAmount,
  };
}

/**
 * Most units of a variant one cart may hold: the product's limit, and the stock when tracked.
 * @example lineLimit(10, 4) // 4
 * @example lineLimit(10, null) // 10
 */
export function lineLimit(maxQuantity: number, stock: number | null): number {
  return stock === null ? maxQuantity : Math.min(maxQuantity, stock);
}
