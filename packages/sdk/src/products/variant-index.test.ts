import type { Product } from "@vitrine/contract";
import { createLargeVariantProduct, createTeeProduct } from "@vitrine/contract/testing";
import { describe, expect, it } from "vitest";
import {
  createVariantIndex,
  findVariantBySelection,
  getFirstAvailableVariant,
} from "./variant-index";

describe("findVariantBySelection", () => {
  const tee = createTeeProduct();
  const index = createVariantIndex(tee);

  it("a complete selection finds its variant", () => {
    expect(
      findVariantBySelection(index, { "tee-size": "tee-size-l", "tee-colour": "tee-colour-sand" })
        ?.name,
    ).toBe("L / Sand");
  });

  it("a combination that is not made finds nothing", () => {
    expect(
      findVariantBySelection(index, { "tee-size": "tee-size-s", "tee-colour": "tee-colour-sand" }),
    ).toBeUndefined();
  });

  it("an incomplete selection finds nothing", () => {
    expect(findVariantBySelection(index, { "tee-size": "tee-size-l" })).toBeUndefined();
  });

  it("a value of another option counts as not selected", () => {
    expect(
      findVariantBySelection(index, {
        "tee-size": "tee-colour-black",
        "tee-colour": "tee-colour-black",
      }),
    ).toBeUndefined();
  });

  it("variant values given in any order are indexed", () => {
    const reordered: Product = {
      ...tee,
      variants: tee.variants.map((variant) => ({
        ...variant,
        optionValueIds: [...variant.optionValueIds].reverse(),
      })),
    };
    expect(
      findVariantBySelection(createVariantIndex(reordered), {
        "tee-size": "tee-size-m",
        "tee-colour": "tee-colour-black",
      })?.name,
    ).toBe("M / Black");
  });

  it("a variant naming two values of one option is not indexed", () => {
    const [first] = tee.variants;
    if (!first) throw new Error("fixture has variants");
    const broken: Product = {
      ...tee,
      variants: [{ ...first, optionValueIds: ["tee-size-s", "tee-size-m"] }],
    };
    expect(
      findVariantBySelection(createVariantIndex(broken), {
        "tee-size": "tee-size-s",
        "tee-colour": "tee-colour-black",
      }),
    ).toBeUndefined();
  });

  it("the first of two variants with the same values wins", () => {
    const [first] = tee.variants;
    if (!first) throw new Error("fixture has variants");
    const duplicated: Product = { ...tee, variants: [first, { ...first, id: "copy" }] };
    expect(
      findVariantBySelection(createVariantIndex(duplicated), {
        "tee-size": "tee-size-s",
        "tee-colour": "tee-colour-black",
      })?.id,
    ).toBe(first.id);
  });

  it("agrees with findVariant's rule on every variant of the 2,048-variant product", () => {
    const product = createLargeVariantProduct();
    const large = createVariantIndex(product);
    const optionOf = new Map(
      product.options.flatMap((option) =>
        option.optionValues.map((value) => [value.valueId, option.optionId]),
      ),
    );
    for (const variant of product.variants) {
      const selection = Object.fromEntries(
        variant.optionValueIds.map((valueId) => [optionOf.get(valueId), valueId]),
      );
      expect(findVariantBySelection(large, selection)).toBe(variant);
    }
  });

  it("refuses options with more combinations than an integer key holds exactly", () => {
    const [first] = tee.variants;
    if (!first) throw new Error("fixture has variants");
    const optionValues = Array.from({ length: 100 }, (_, i) => ({
      valueId: `v${i}`,
      name: `${i}`,
      swatch: null,
    }));
    const options = Array.from({ length: 8 }, (_, i) => ({
      optionId: `o${i}`,
      name: `o${i}`,
      optionValues,
    }));
    expect(() => createVariantIndex({ ...tee, options, variants: [first] })).toThrow(RangeError);
  });
});

describe("getFirstAvailableVariant", () => {
  it("is the first variant in product order that is available", () => {
    const tee = createTeeProduct();
    const [sBlack, mBlack] = tee.variants;
    if (!sBlack || !mBlack) throw new Error("fixture has variants");
    const firstSoldOut: Product = {
      ...tee,
      variants: [{ ...sBlack, available: false }, ...tee.variants.slice(1)],
    };
    expect(getFirstAvailableVariant(createVariantIndex(firstSoldOut))).toBe(
      firstSoldOut.variants[1],
    );
  });

  it("is undefined when every variant is sold out", () => {
    const tee = createTeeProduct();
    const soldOut: Product = {
      ...tee,
      variants: tee.variants.map((variant) => ({ ...variant, available: false })),
    };
    expect(getFirstAvailableVariant(createVariantIndex(soldOut))).toBeUndefined();
  });
});
