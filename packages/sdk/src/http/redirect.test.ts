import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { getApiRedirect, toShopPath } from "./redirect";

const SHOP = "http://demo.localhost:3000";

function redirectError(code: string, redirectTo: unknown, nested = false) {
  const data = nested
    ? { message: "Moved", code, data: { redirectTo } }
    : { message: "Moved", code, redirectTo };
  return new ApiError("Moved", {
    statusCode: 301,
    statusMessage: "Moved",
    data: data as ApiError["data"],
  });
}

describe("SSHOP redirects (spec §4)", () => {
  it.each(["SSHOP-301", "SSHOP-403"])("%s with a relative redirectTo redirects there", (code) => {
    expect(getApiRedirect(redirectError(code, "/products/new-slug"), SHOP)).toEqual({
      to: "/products/new-slug",
    });
  });

  it("reads redirectTo under the body's data too", () => {
    expect(getApiRedirect(redirectError("SSHOP-403", "/membership/pricing", true), SHOP)).toEqual({
      to: "/membership/pricing",
    });
  });

  it("a redirectTo on the shop's own origin comes back as a path", () => {
    expect(getApiRedirect(redirectError("SSHOP-301", `${SHOP}/products/b?c=1#d`), SHOP)).toEqual({
      to: "/products/b?c=1#d",
    });
  });

  it("another code stays an error", () => {
    expect(getApiRedirect(redirectError("NOT_FOUND", "/x"), SHOP)).toBeUndefined();
  });

  it("no redirectTo stays an error", () => {
    expect(getApiRedirect(redirectError("SSHOP-301", undefined), SHOP)).toBeUndefined();
    expect(getApiRedirect(redirectError("SSHOP-301", 42), SHOP)).toBeUndefined();
  });

  it("an error that is not an ApiError stays an error", () => {
    const lookalike = Object.assign(new Error("Moved"), {
      code: "SSHOP-301",
      data: { redirectTo: "/x" },
    });
    expect(getApiRedirect(lookalike, SHOP)).toBeUndefined();
  });

  it.each([
    ["a protocol-relative URL", "//evil.com"],
    ["a backslash that browsers read as a slash", "/\\evil.com"],
    ["backslashes only", "\\\\evil.com"],
    ["a tab that browsers drop", "/\t/evil.com"],
    ["a newline that browsers drop", "/\n/evil.com"],
    ["a foreign origin", "https://evil.com/products/a"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["the shop's host on another port", "http://demo.localhost:4000/cart"],
    ["the shop's host on another scheme", "https://demo.localhost:3000/cart"],
    ["credentials before a foreign host", "http://demo.localhost:3000@evil.com/"],
    ["the shop's origin with a protocol-relative path", `${SHOP}//evil.com`],
    ["dot segments climbing to a protocol-relative path", "/a/../..//evil.com"],
    ["a bare host name", "evil.com/products"],
    ["leading space", " /cart"],
    ["an empty target", ""],
  ])("%s is never followed", (_case, target) => {
    expect(getApiRedirect(redirectError("SSHOP-301", target), SHOP)).toBeUndefined();
  });

  it("a shop origin that is not an http(s) URL follows nothing", () => {
    expect(toShopPath("/cart", "not a url")).toBeUndefined();
  });

  it("the shop origin may carry a path; only its origin counts", () => {
    expect(toShopPath("HTTP://DEMO.localhost:3000/a", `${SHOP}/some/page`)).toBe("/a");
  });
});
