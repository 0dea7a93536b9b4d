import { describe, expect, it } from "vitest";
import { TEST_CARDS } from "./demo/demo";
import { checkoutLineOf, SHOP_API_PREFIXES } from "./index";
import { cartItem } from "./testing/index";

describe("the contract", () => {
  it("names each API prefix once, as a path segment", () => {
    expect(new Set(SHOP_API_PREFIXES).size).toBe(SHOP_API_PREFIXES.length);
    for (const prefix of SHOP_API_PREFIXES) expect(prefix).toMatch(/^\/[a-z]+$/);
  });

  it("documents test cards as a shopper types them: four groups of four digits", () => {
    for (const card of Object.values(TEST_CARDS)) expect(card).toMatch(/^(\d{4} ){3}\d{4}$/);
  });
});

describe("a checkout line from a cart line", () => {
  it("keeps the cart's price, quantity and tier discount, and drops what only a cart has", () => {
    const line = checkoutLineOf(cartItem({ quantity: 3, discountAmount: 150 }));
    expect(line).toMatchObject({ price: 2500, quantity: 3, discountAmount: 150 });
    expect(line).not.toHaveProperty("maxQuantity");
    expect(line).not.toHaveProperty("id");
  });
});
