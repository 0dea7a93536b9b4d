import { describe, expect, it } from "vitest";
import { shopRedirectPath } from "./shop-redirect";

describe("a redirect a theme asks for stays in the shop", () => {
  it("keeps a path of the shop with its query and fragment", () => {
    expect(shopRedirectPath("/products/mug?ref=a#reviews")).toBe("/products/mug?ref=a#reviews");
    expect(shopRedirectPath("/login?redirect=%2Fcart")).toBe("/login?redirect=%2Fcart");
    expect(shopRedirectPath("/a/../cart")).toBe("/cart");
  });

  it.each([
    ["another origin", "https://evil.example/phish"],
    ["an origin whose path starts with //", "http://x//evil.example/phish"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative address", "evil.example"],
    ["a protocol-relative address", "//evil.example/phish"],
    ["a backslash", "/\\evil.example"],
    ["a backslash after the slash", "\\/evil.example"],
    ["an encoded //", "/%2F%2Fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["a twice-encoded //", "/%252F%252Fevil.example"],
    ["a tab a browser drops", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["dot segments that climb to //", "/a/..//evil.example"],
    ["encoded dot segments that climb to //", "/%2e%2e/%2F%2Fevil.example"],
    ["a malformed escape", "/%E0%A4%A"],
  ])("refuses %s", (_, location) => {
    expect(shopRedirectPath(location)).toBeNull();
  });
});
