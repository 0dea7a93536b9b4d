import { describe, expect, it } from "vitest";
import { SHOP_API_PREFIXES, TEST_CARDS } from "./index";

describe("the contract", () => {
  it("names each API prefix once, as a path segment", () => {
    expect(new Set(SHOP_API_PREFIXES).size).toBe(SHOP_API_PREFIXES.length);
    for (const prefix of SHOP_API_PREFIXES) expect(prefix).toMatch(/^\/[a-z]+$/);
  });

  it("documents test cards as a shopper types them: four groups of four digits", () => {
    for (const card of Object.values(TEST_CARDS)) expect(card).toMatch(/^(\d{4} ){3}\d{4}$/);
  });
});
