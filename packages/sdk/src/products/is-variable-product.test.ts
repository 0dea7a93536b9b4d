import { createTeeProduct } from "@vitrine/contract/testing";
import { describe, expect, it } from "vitest";
import { isVariableProduct } from "./is-variable-product";

describe("isVariableProduct", () => {
  const tee = createTeeProduct();

  it("a product with both options and variants is variable", () => {
    expect(isVariableProduct(tee)).toBe(true);
  });

  it("a product without options is not variable", () => {
    expect(isVariableProduct({ ...tee, options: [] })).toBe(false);
  });

  it("a product without variants is not variable", () => {
    expect(isVariableProduct({ ...tee, variants: [] })).toBe(false);
  });
});
