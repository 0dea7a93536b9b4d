import { describe, expect, it } from "vitest";
import { checkoutAmounts, periodEnd } from "./pricing";

describe("membership prices", () => {
  it("a monthly membership costs the tier's monthly price", () => {
    expect(
      checkoutAmounts({
        monthlyPrice: 500,
        interval: "MONTHLY",
        annualDiscountPercent: 20,
        promotionPercent: null,
      }),
    ).toEqual({ subtotal: 500, discountAmount: 0, total: 500 });
  });

  it("an annual membership is twelve months less the shop's annual discount", () => {
    expect(
      checkoutAmounts({
        monthlyPrice: 900,
        interval: "ANNUAL",
        annualDiscountPercent: 20,
        promotionPercent: null,
      }),
    ).toEqual({ subtotal: 10800, discountAmount: 2160, total: 8640 });
  });

  it("an annual membership of a shop without the discount is twelve full months", () => {
    expect(
      checkoutAmounts({
        monthlyPrice: 900,
        interval: "ANNUAL",
        annualDiscountPercent: null,
        promotionPercent: null,
      }).total,
    ).toBe(10800);
  });

  it("a promotion takes its percent off what the annual discount leaves", () => {
    expect(
      checkoutAmounts({
        monthlyPrice: 500,
        interval: "ANNUAL",
        annualDiscountPercent: 20,
        promotionPercent: 10,
      }),
    ).toEqual({ subtotal: 6000, discountAmount: 1680, total: 4320 });
  });

  it("discounts round to the nearest minor unit", () => {
    expect(
      checkoutAmounts({
        monthlyPrice: 333,
        interval: "MONTHLY",
        annualDiscountPercent: null,
        promotionPercent: 50,
      }),
    ).toEqual({ subtotal: 333, discountAmount: 167, total: 166 });
  });
});

describe("billing periods", () => {
  it("a monthly period ends a calendar month later, clamped to a shorter month", () => {
    expect(periodEnd(new Date("2026-01-31T10:00:00Z"), "MONTHLY").toISOString()).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(periodEnd(new Date("2026-12-15T00:00:00Z"), "MONTHLY").toISOString()).toBe(
      "2027-01-15T00:00:00.000Z",
    );
  });

  it("an annual period ends a calendar year later", () => {
    expect(periodEnd(new Date("2028-02-29T00:00:00Z"), "ANNUAL").toISOString()).toBe(
      "2029-02-28T00:00:00.000Z",
    );
  });
});
