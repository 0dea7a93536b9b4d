import { describe, expect, it } from "vitest";
import { activeTier } from "./quantity-tiers";

const tiers = [
  { minQuantity: 10, percentOff: 20 },
  { minQuantity: 3, percentOff: 10 },
];

describe("activeTier", () => {
  it("is null below the smallest tier", () => {
    expect(activeTier(tiers, 2)).toBeNull();
  });

  it("applies a tier from exactly its minimum quantity", () => {
    expect(activeTier(tiers, 3)).toEqual({ minQuantity: 3, percentOff: 10 });
  });

  it("picks the highest tier reached, whatever the tiers' order", () => {
    expect(activeTier(tiers, 12)).toEqual({ minQuantity: 10, percentOff: 20 });
  });
});
