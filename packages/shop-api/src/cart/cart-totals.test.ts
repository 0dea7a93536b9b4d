import { describe, expect, it } from "vitest";
import { cartTotals, lineLimit, pricedCart } from "./cart-totals";

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

describe("pricedCart", () => {
  it("prices a line by the tier it reaches and limits it by its stock", () => {
    const cart = pricedCart({ currency: "USD", tax_rate_bps: 800 }, "tok", [
      {
        id: "ci_1",
        quantity: 2,
        product_id: "tee",
        product_slug: "tee",
        product_name: "Tee",
        max_quantity: 10,
        variant_id: "tee-v1",
        variant_name: "M",
        price: 3200,
        stock: 4,
        tiers: [{ minQuantity: 2, percentOff: 5 }],
        image: null,
      },
    ]);
    expect(cart).toEqual({
      token: "tok",
      currency: "USD",
      items: [
        {
          id: "ci_1",
          productId: "tee",
          productSlug: "tee",
          variantId: "tee-v1",
          variantName: "M",
          productName: "Tee",
          image: null,
          price: 3200,
          quantity: 2,
          discountAmount: 320,
          maxQuantity: 4,
        },
      ],
      itemCount: 2,
      subTotalAmount: 6400,
      totalDiscountAmount: 320,
      totalTaxAmount: 486,
      totalAmount: 6566,
    });
  });
});
