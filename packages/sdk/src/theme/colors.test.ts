import { describe, expect, it } from "vitest";
import { contrastRatio, mixColors, normalizeColor } from "./colors";

describe("normalizeColor", () => {
  it("writes any CSS colour as lower-case hex", () => {
    expect(normalizeColor("#0D6ACF")).toBe("#0d6acf");
    expect(normalizeColor("rebeccapurple")).toBe("#663399");
    expect(normalizeColor("rgb(255, 0, 0)")).toBe("#ff0000");
    expect(normalizeColor("  #fff  ")).toBe("#ffffff");
  });

  it("keeps translucency as eight-digit hex", () => {
    expect(normalizeColor("rgb(0 0 0 / 50%)")).toBe("#00000080");
  });

  it("rejects values that are not colours, including CSS injection attempts", () => {
    expect(normalizeColor("red; } body { display: none")).toBeUndefined();
    expect(normalizeColor("url(https://evil.test)")).toBeUndefined();
    expect(normalizeColor(42)).toBeUndefined();
    expect(normalizeColor(undefined)).toBeUndefined();
  });
});

describe("mixColors", () => {
  it("amount 0 is the first colour and 1 the second", () => {
    expect(mixColors("#ff0000", "#0000ff", 0)).toBe("#ff0000");
    expect(mixColors("#ff0000", "#0000ff", 1)).toBe("#0000ff");
  });

  it("mixes perceptually, so the midpoint of white and black is a mid grey", () => {
    expect(mixColors("#ffffff", "#000000", 0.5)).toBe("#636363");
  });
});

describe("contrastRatio", () => {
  it("is WCAG's ratio of luminances, whatever the order and notation", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#000000")).toBe(21);
    expect(contrastRatio("rgb(26, 26, 26)", "#1a1a1a")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("is undefined when either is not a colour", () => {
    expect(contrastRatio("nope", "#ffffff")).toBeUndefined();
    expect(contrastRatio("#ffffff", undefined)).toBeUndefined();
  });
});
