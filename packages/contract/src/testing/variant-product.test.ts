import { describe, expect, it } from "vitest";
import { createLargeVariantProduct, createTeeProduct } from "./variant-product";

describe("catalogue fixtures", () => {
  it("the large product has exactly 2,048 variants over three options", () => {
    const product = createLargeVariantProduct();
    expect(product.variants).toHaveLength(2048);
    expect(product.options.map((option) => option.optionValues.length)).toEqual([16, 18, 8]);
  });

  it("the large product leaves some combinations nonexistent and sells some variants out", () => {
    const product = createLargeVariantProduct();
    const combinations = product.options.reduce((n, option) => n * option.optionValues.length, 1);
    expect(combinations - product.variants.length).toBe(256);
    const soldOut = product.variants.filter((variant) => !variant.available).length;
    expect(soldOut).toBeGreaterThan(100);
    expect(soldOut).toBeLessThan(500);
  });

  it("the same call builds the same product", () => {
    expect(createLargeVariantProduct()).toEqual(createLargeVariantProduct());
  });

  it("the tee has five variants: S/Sand is not made and M/Sand is sold out", () => {
    const tee = createTeeProduct();
    expect(tee.variants.map((variant) => [variant.name, variant.available])).toEqual([
      ["S / Black", true],
      ["M / Black", true],
      ["M / Sand", false],
      ["L / Black", true],
      ["L / Sand", true],
    ]);
  });
});
