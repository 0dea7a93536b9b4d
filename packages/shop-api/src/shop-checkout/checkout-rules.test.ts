import { describe, expect, it } from "vitest";
import { giftCodeHash } from "../gifts/gift-code";
import { newOrderCode } from "../orders/order-codes";
import { checkoutTotals } from "./checkout-totals";
import { FREE_SHIPPING_FROM, shippingRates } from "./shipping-rates";

describe("checkout totals", () => {
  it("tax is charged on the discounted subtotal, shipping is added untaxed", () => {
    expect(checkoutTotals([{ price: 900, quantity: 3, discountAmount: 270 }], 800, 500)).toEqual({
      itemCount: 3,
      subTotalAmount: 2700,
      totalDiscountAmount: 270,
      shippingAmount: 500,
      totalTaxAmount: 194,
      totalAmount: 3124,
    });
  });
});

describe("shipping rates", () => {
  it("standard shipping at home is free from $75 after discounts", () => {
    expect(shippingRates("US", FREE_SHIPPING_FROM - 1)[0]?.amount).toBe(500);
    expect(shippingRates("us", FREE_SHIPPING_FROM)[0]?.amount).toBe(0);
  });

  it("an address abroad gets the international rates only", () => {
    expect(shippingRates("DE", 100_000).map((rate) => rate.id)).toEqual([
      "international",
      "international-express",
    ]);
  });
});

describe("codes", () => {
  it("an order code is three groups of four unambiguous characters", () => {
    expect(newOrderCode()).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });

  it("a gift code matches whatever its case, spaces and dashes", () => {
    expect(giftCodeHash("owl gift-2026")).toBe(giftCodeHash("OWL-GIFT-2026"));
    expect(giftCodeHash("OWL-GIFT-2027")).not.toBe(giftCodeHash("OWL-GIFT-2026"));
  });
});
