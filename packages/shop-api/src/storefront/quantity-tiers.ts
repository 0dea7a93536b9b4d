import type { QuantityDiscountTier } from "@vitrine/contract";

/**
 * The best tier a quantity reaches: the one with the highest `minQuantity` not above it.
 * @example activeTier([{ minQuantity: 3, percentOff: 10 }, { minQuantity: 10, percentOff: 20 }], 4)
 * // { minQuantity: 3, percentOff: 10 }
 */
export function activeTier(
  tiers: readonly QuantityDiscountTier[],
  quantity: number,
): QuantityDiscountTier | null {
  let best: QuantityDiscountTier | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best;
}
