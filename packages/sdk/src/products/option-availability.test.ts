import type { Product, ProductVariant } from "@vitrine/contract";
import { createLargeVariantProduct, createTeeProduct } from "@vitrine/contract/testing";
import { describe, expect, it } from "vitest";
import { getOptionAvailability, type VariantStatus } from "./option-availability";
import { createVariantIndex } from "./variant-index";
import type { VariantSelection } from "./variant-selection";

const tee = createTeeProduct();
const teeIndex = createVariantIndex(tee);

/** option id → value id → status, for compact expectations. */
function statuses(
  product: Product,
  selection: VariantSelection,
): Record<string, Record<string, VariantStatus>> {
  const availability = getOptionAvailability(createVariantIndex(product), selection);
  return Object.fromEntries(
    availability.options.map((option) => [
      option.optionId,
      Object.fromEntries(option.values.map((value) => [value.valueId, value.status])),
    ]),
  );
}

describe("getOptionAvailability", () => {
  it("a value leading to an available variant is available, and names that variant", () => {
    const availability = getOptionAvailability(teeIndex, {
      "tee-size": "tee-size-s",
      "tee-colour": "tee-colour-black",
    });
    const size = availability.options[0];
    expect(size?.values.map((value) => [value.valueId, value.status, value.variant?.name])).toEqual(
      [
        ["tee-size-s", "available", "S / Black"],
        ["tee-size-m", "available", "M / Black"],
        ["tee-size-l", "available", "L / Black"],
      ],
    );
  });

  it("a value leading to a combination that is not made is nonexistent, not sold out", () => {
    expect(
      statuses(tee, { "tee-size": "tee-size-s", "tee-colour": "tee-colour-black" })["tee-colour"],
    ).toEqual({
      "tee-colour-black": "available",
      "tee-colour-sand": "nonexistent",
    });
  });

  it("a value leading to a variant that exists but is not available is sold out", () => {
    expect(
      statuses(tee, { "tee-size": "tee-size-m", "tee-colour": "tee-colour-black" })["tee-colour"],
    ).toEqual({
      "tee-colour-black": "available",
      "tee-colour-sand": "sold-out",
    });
  });

  it("a nonexistent value has no variant; a sold-out value names its variant", () => {
    const small = getOptionAvailability(teeIndex, {
      "tee-size": "tee-size-s",
      "tee-colour": "tee-colour-black",
    });
    const medium = getOptionAvailability(teeIndex, {
      "tee-size": "tee-size-m",
      "tee-colour": "tee-colour-black",
    });
    expect(small.options[1]?.values[1]?.variant).toBeUndefined();
    expect(medium.options[1]?.values[1]?.variant?.name).toBe("M / Sand");
  });

  it("the selected values are marked and the selection's variant is given", () => {
    const availability = getOptionAvailability(teeIndex, {
      "tee-size": "tee-size-l",
      "tee-colour": "tee-colour-sand",
    });
    expect(availability.variant?.name).toBe("L / Sand");
    expect(availability.options.map((option) => option.selectedValueId)).toEqual([
      "tee-size-l",
      "tee-colour-sand",
    ]);
    expect(availability.options[0]?.values.map((value) => value.selected)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("a selected combination that is not made has no variant, and its values stay selected", () => {
    const availability = getOptionAvailability(teeIndex, {
      "tee-size": "tee-size-s",
      "tee-colour": "tee-colour-sand",
    });
    expect(availability.variant).toBeUndefined();
    expect(availability.options[1]?.values.map((value) => [value.selected, value.status])).toEqual([
      [false, "available"],
      [true, "nonexistent"],
    ]);
  });

  it("with an option not selected, a value is available when any matching variant is available", () => {
    expect(statuses(tee, { "tee-colour": "tee-colour-sand" })["tee-size"]).toEqual({
      "tee-size-s": "nonexistent",
      "tee-size-m": "sold-out",
      "tee-size-l": "available",
    });
    expect(statuses(tee, {})["tee-colour"]).toEqual({
      "tee-colour-black": "available",
      "tee-colour-sand": "available",
    });
  });

  it("with an option not selected, a value leads to the first available matching variant", () => {
    const availability = getOptionAvailability(teeIndex, { "tee-size": "tee-size-m" });
    expect(availability.variant).toBeUndefined();
    expect(availability.options[1]?.values.map((value) => value.variant?.name)).toEqual([
      "M / Black",
      "M / Sand",
    ]);
    expect(getOptionAvailability(teeIndex, {}).options[1]?.values[1]?.variant?.name).toBe(
      "L / Sand",
    );
  });

  it("unknown options and values of other options count as not selected", () => {
    const availability = getOptionAvailability(teeIndex, {
      "tee-size": "tee-colour-black",
      "no-such-option": "tee-size-s",
    });
    expect(availability.options.map((option) => option.selectedValueId)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("agrees with a scan of every variant on the 2,048-variant product, for full and partial selections", () => {
    const product = createLargeVariantProduct();
    const index = createVariantIndex(product);
    const optionIds = product.options.map((option) => option.optionId);
    const [sizes, colours, materials] = product.options.map((option) =>
      option.optionValues.map((v) => v.valueId),
    );
    const selections: VariantSelection[] = [];
    for (let i = 0; i < 12; i++) {
      const size = sizes?.[(i * 5) % sizes.length] ?? "";
      const colour = colours?.[(i * 7) % colours.length] ?? "";
      const material = materials?.[(i * 3) % materials.length] ?? "";
      selections.push({
        [optionIds[0] ?? ""]: size,
        [optionIds[1] ?? ""]: colour,
        [optionIds[2] ?? ""]: material,
      });
      selections.push({ [optionIds[1] ?? ""]: colour });
      selections.push({ [optionIds[0] ?? ""]: size, [optionIds[2] ?? ""]: material });
    }
    for (const selection of selections) {
      const availability = getOptionAvailability(index, selection);
      for (const option of availability.options) {
        for (const value of option.values) {
          const wanted = { ...selection, [option.optionId]: value.valueId };
          const matching = product.variants.filter((variant) =>
            Object.values(wanted).every((valueId) => variant.optionValueIds.includes(valueId)),
          );
          const expected: ProductVariant | undefined =
            matching.find((variant) => variant.available) ?? matching[0];
          expect(value.variant).toBe(expected);
        }
      }
    }
  });
});
