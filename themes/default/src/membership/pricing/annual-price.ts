import type { MembershipSettings } from "@vitrine/contract";

export interface AnnualPrice {
  /** What a year costs after the annual discount. */
  total: number;
  /** Twelve months at the monthly price. */
  full: number;
  /** The discount applied, 0 when annual plans have none. */
  percentOff: number;
}

/**
 * A tier's yearly price, in minor units, as the checkout will charge it: twelve months less the
 * shop's annual discount, rounded to the nearest minor unit.
 *
 * @example
 * annualPrice(900, { enabled: true, percentOff: 20 }) // { total: 8640, full: 10800, percentOff: 20 }
 * annualPrice(900, { enabled: false, percentOff: 20 }) // { total: 10800, full: 10800, percentOff: 0 }
 */
export function annualPrice(
  monthlyPrice: number,
  discount: MembershipSettings["tier"]["annual"]["discount"],
): AnnualPrice {
  const full = monthlyPrice * 12;
  const percentOff = discount.enabled ? discount.percentOff : 0;
  return { total: full - Math.round((full * percentOff) / 100), full, percentOff };
}
