import { createTeeProduct } from "@vitrine/contract/testing";
import { describe, expect, it } from "vitest";
import { getDefaultVariant } from "./default-variant";

describe("getDefaultVariant", () => {
  it("the default variant is the first variant", () => {
    const tee = createTeeProduct();
    expect(getDefaultVariant(tee)?.variant).toBe(tee.variants[0]);
  });

  it("the default selection maps each option to the first variant's value for it", () => {
    const tee = createTeeProduct();
    const [first, second] = tee.variants;
    if (!first || !second) throw new Error("fixture has variants");
    // Value ids in the opposite order of the options: the mapping must not rely on order.
    const reordered = {
      ...tee,
      variants: [{ ...second, optionValueIds: ["tee-colour-black", "tee-size-m"] }],
    };
    expect(getDefaultVariant(tee)?.selection).toEqual({
      "tee-size": "tee-size-s",
      "tee-colour": "tee-colour-black",
    });
    expect(getDefaultVariant(reordered)?.selection).toEqual({
      "tee-size": "tee-size-m",
      "tee-colour": "tee-colour-black",
    });
  });

  it("a product without variants has no default variant", () => {
    expect(getDefaultVariant({ ...createTeeProduct(), variants: [] })).toBeUndefined();
  });
});
