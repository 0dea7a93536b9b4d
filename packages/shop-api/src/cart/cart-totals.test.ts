import { describe, expect, it } from "vitest";
import { cartTotals, lineLimit } from "./cart-totals";

describe("cartTotals", () => {
  it("sums price × quantity into the subtotal and counts units", () => {
    const totals = cartTotals(
      [
        { price: 3200, quantity: 2, percentOff: 0 },
        { price: 900, quantity: 1, percentOff: 0 },
      ],
      0,
    );
    expect(totals).toMatchObject({ subTotalAmount: 7300, itemCount: 3, totalAmount: 7300 });
  });

  it("discounts a line by its quantity tier, rounded to the cent", () => {
    const totals = cartTotals([{ price: 999, quantity: 3, percentOff: 15 }], 0);
    expect(totals.lineDiscounts).toEqual([450]);
    expect(totals.totalDiscountAmount).toBe(450);
  });

  it("charges tax on the discounted subtotal", () => {
    const totals = cartTotals([{ price: 900, quantity: 3, percentOff: 10 }], 800);
    expect(totals).toEqual({
      lineDiscounts: [270],
      itemCount: 3,
      subTotalAmount: 2700,
      totalDiscountAmount: 270,
      totalTaxAmount: 194,
      totalAmount: 2624,
    });
  });

  it("is all zeros for an empty cart", () => {
    expect(cartTotals([], 800)).toMatchObject({ itemCount: 0, totalAmount: 0 });
  });
});

describe("lineLimit", () => {
  it("is the product's limit when stock is not tracked", () => {
    expect(lineLimit(10, null)).toBe(10);
  });

  it("is the stock when fewer units are left than the limit", () => {
    expect(lineLimit(10, 4)).toBe(4);
  });
});
