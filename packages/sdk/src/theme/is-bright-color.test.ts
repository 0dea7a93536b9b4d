import { describe, expect, it } from "vitest";
import { isBrightColor } from "./is-bright-color";

describe("isBrightColor", () => {
  it("a colour is bright when its luminance exceeds 0.85", () => {
    expect(isBrightColor("#ffffff")).toBe(true);
    // #eeeeee has luminance ≈ 0.855, #ededed ≈ 0.847: the threshold lies between them.
    expect(isBrightColor("#eeeeee")).toBe(true);
    expect(isBrightColor("#ededed")).toBe(false);
  });

  it("dark and saturated colours are not bright", () => {
    expect(isBrightColor("#121212")).toBe(false);
    expect(isBrightColor("#0d6acf")).toBe(false);
    expect(isBrightColor("yellow")).toBe(true);
  });

  it("any CSS colour syntax is read", () => {
    expect(isBrightColor("rgb(255 255 255)")).toBe(true);
    expect(isBrightColor("hsl(0 0% 10%)")).toBe(false);
    expect(isBrightColor("oklch(0.99 0 0)")).toBe(true);
  });

  it("a value that is not a colour is not bright", () => {
    expect(isBrightColor("not-a-colour")).toBe(false);
    expect(isBrightColor("")).toBe(false);
  });
});
