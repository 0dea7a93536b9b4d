import { createTeeProduct } from "@vitrine/contract/testing";
import { describe, expect, it } from "vitest";
import { findVariant } from "./find-variant";

describe("findVariant", () => {
  const tee = createTeeProduct();
  const mBlack = tee.variants.find((variant) => variant.name === "M / Black");

  it("finds the variant whose values all match, in the variant's order", () => {
    expect(findVariant(tee, ["tee-size-m", "tee-colour-black"])).toBe(mBlack);
  });

  it("finds the variant whose values all match, in any order", () => {
    expect(findVariant(tee, ["tee-colour-black", "tee-size-m"])).toBe(mBlack);
  });

  it("finds nothing when fewer values are selected than the variant has options", () => {
    expect(findVariant(tee, ["tee-size-m"])).toBeUndefined();
  });

  it("finds nothing when more values are selected than the variant has options", () => {
    expect(findVariant(tee, ["tee-size-m", "tee-colour-black", "tee-size-l"])).toBeUndefined();
  });

  it("finds nothing when a value is repeated to reach the count", () => {
    expect(findVariant(tee, ["tee-size-m", "tee-size-m"])).toBeUndefined();
  });

  it("finds nothing for a combination that is not made", () => {
    expect(findVariant(tee, ["tee-size-s", "tee-colour-sand"])).toBeUndefined();
  });
});
