import type { BillingInterval } from "@vitrine/contract";

export interface CheckoutAmounts {
  subtotal: number;
  /** Annual discount plus promotion. */
  discountAmount: number;
  total: number;
}

/**
 * What a membership costs for one period, in minor units. Annual is twelve months less the
 * shop's annual discount; a promotion then takes its percent off what is left. Each discount is
 * rounded to the nearest minor unit.
 * @example checkoutAmounts({ monthlyPrice: 500, interval: "ANNUAL", annualDiscountPercent: 20, promotionPercent: 10 })
 * // subtotal 6000, annual discount 1200, promotion 480 (10 % of 4800): { subtotal: 6000, discountAmount: 1680, total: 4320 }
 */
export function checkoutAmounts(input: {
  monthlyPrice: number;
  interval: BillingInterval;
  annualDiscountPercent: number | null;
  promotionPercent: number | null;
}): CheckoutAmounts {
  const subtotal = input.monthlyPrice * (input.interval === "ANNUAL" ? 12 : 1);
  const annualDiscount =
    input.interval === "ANNUAL"
      ? Math.round((subtotal * (input.annualDiscountPercent ?? 0)) / 100)
      : 0;
  const promotion = Math.round(((subtotal - annualDiscount) * (input.promotionPercent ?? 0)) / 100);
  const discountAmount = annualDiscount + promotion;
  return { subtotal, discountAmount, total: subtotal - discountAmount };
}

/**
 * The end of a billing period that starts at `start`: one calendar month or year later (UTC),
 * clamped to the last day of a shorter month.
 * @example periodEnd(new Date("2026-01-31T10:00:00Z"), "MONTHLY") // 2026-02-28T10:00:00.000Z
 * @example periodEnd(new Date("2026-03-15T10:00:00Z"), "ANNUAL") // 2027-03-15T10:00:00.000Z
 */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const months = interval === "ANNUAL" ? 12 : 1;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}
