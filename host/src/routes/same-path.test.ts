// @vitest-environment node
import { describe, expect, it } from "vitest";
import { samePath } from "./same-path";

describe("samePath", () => {
  it.each([
    ["/products/caf%C3%A9", "/products/café"],
    ["/products/a%20b", "/products/a b"],
    ["/products/caf%c3%a9", "/products/café"],
    [`/products/${"%F0%9F%98%80".repeat(3)}`, "/products/😀😀😀"],
    ["/products/a%2Fb", "/products/a%2Fb"],
    ["/cart", "/cart"],
  ])("%s and %s are one address", (encoded, decoded) => {
    expect(samePath(encoded, decoded)).toBe(true);
  });

  it.each([
    ["/products/a", "/products/b"],
    ["/products/a%2Fb", "/products/a/b"],
    ["/cart", "/cart/"],
  ])("%s and %s are two", (a, b) => {
    expect(samePath(a, b)).toBe(false);
  });
});
