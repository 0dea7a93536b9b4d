import { describe, expect, it } from "vitest";
import { giftCodeHash } from "../gifts/gift-code";
import { newOrderCode } from "../orders/order-codes";
import { checkoutTotals } from "./checkout-totals";
import { testCardOutcome } from "./payment-provider";
import { FREE_SHIPPING_FROM, shippingRates } from "./shipping-rates";

const NOW = new Date("2026-11-22T00:00:00.000Z");
const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2030, cvc: "123" });

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

describe("test payment provider", () => {
  it("4242 4242 4242 4242 succeeds, spaces allowed", () => {
    expect(testCardOutcome(card("4242 4242 4242 4242"), NOW).status).toBe("SUCCEEDED");
  });

  it("4000 0000 0000 0002 is declined", () => {
    expect(testCardOutcome(card("4000000000000002"), NOW)).toEqual({
      status: "DECLINED",
      message: "Your card was declined.",
    });
  });

  it("a card that needs 3-D Secure cannot pay in one step", () => {
    expect(testCardOutcome(card("4000002500003155"), NOW).status).toBe("DECLINED");
  });

  it("an expired card is declined, the current month still pays", () => {
    const expired = { ...card("4242424242424242"), expMonth: 10, expYear: 2026 };
    expect(testCardOutcome(expired, NOW).status).toBe("DECLINED");
    expect(testCardOutcome({ ...expired, expMonth: 11 }, NOW).status).toBe("SUCCEEDED");
  });

  it("an unknown number is refused", () => {
    expect(testCardOutcome(card("1234567812345678"), NOW).status).toBe("DECLINED");
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
