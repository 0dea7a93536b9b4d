import { describe, expect, it } from "vitest";
import { continueRoute, isNotFound, isRedirect, notFound, redirect } from "./guard-decision";

describe("guard decisions", () => {
  it("each constructor builds its decision and only its own type guard accepts it", () => {
    expect(continueRoute()).toEqual({ type: "continue" });
    expect(redirect("/cart")).toEqual({ type: "redirect", to: "/cart" });
    expect(notFound("Page Not Found: /x")).toEqual({
      type: "notFound",
      message: "Page Not Found: /x",
    });

    expect(isRedirect(redirect("/cart"))).toBe(true);
    expect(isRedirect(notFound("x"))).toBe(false);
    expect(isRedirect(continueRoute())).toBe(false);
    expect(isNotFound(notFound("x"))).toBe(true);
    expect(isNotFound(redirect("/cart"))).toBe(false);
    expect(isNotFound(continueRoute())).toBe(false);
  });

  it("a redirect keeps a local path with its query", () => {
    expect(redirect("/products?page=2").to).toBe("/products?page=2");
  });

  it.each([
    "https://evil.test/",
    "//evil.test",
    "/\\evil.test",
    "/\t/evil.test",
    "/\n/evil.test",
    "javascript:alert(1)",
    "products",
    "",
  ])("a redirect never leaves the site: %j is refused", (to) => {
    expect(() => redirect(to)).toThrow(TypeError);
  });
});
