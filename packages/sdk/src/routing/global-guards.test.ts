import { PROTECTED_ENTER_COOKIE } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { guardContext, shop } from "../testing/guard-fixtures";
import { checkPageValidity, redirectWhileComingSoon, removeTrailingSlash } from "./global-guards";
import { continueRoute, notFound, redirect } from "./guard-decision";

describe("trailing-slash fix", () => {
  it("a trailing slash on any path other than the root is removed by redirect", () => {
    expect(removeTrailingSlash(guardContext("/cart/"))).toEqual(redirect("/cart"));
    expect(removeTrailingSlash(guardContext("/products/t-shirt//"))).toEqual(
      redirect("/products/t-shirt"),
    );
  });

  it("the redirect keeps the query string, from a record or from URLSearchParams", () => {
    expect(removeTrailingSlash(guardContext("/products/", { search: { page: "2" } }))).toEqual(
      redirect("/products?page=2"),
    );
    const search = new URLSearchParams("customizing=true&q=a+b");
    expect(removeTrailingSlash(guardContext("/collections/", { search }))).toEqual(
      redirect("/collections?customizing=true&q=a+b"),
    );
  });

  it("the root and paths without a trailing slash continue", () => {
    expect(removeTrailingSlash(guardContext("/"))).toEqual(continueRoute());
    expect(removeTrailingSlash(guardContext("/cart"))).toEqual(continueRoute());
  });

  it("a path made of slashes goes to the root", () => {
    expect(removeTrailingSlash(guardContext("///"))).toEqual(redirect("/"));
  });

  it("removing the slash never produces an address on another host", () => {
    expect(removeTrailingSlash(guardContext("//evil.test/"))).toEqual(redirect("/evil.test"));
    expect(removeTrailingSlash(guardContext("/\\evil.test/"))).toEqual(redirect("/evil.test"));
  });
});

describe("page validity", () => {
  it('a failed validity check is a 404 with message "Page Not Found: {path}"', () => {
    const context = guardContext("/pages/gone", { isValidPage: (path) => path !== "/pages/gone" });
    expect(checkPageValidity(context)).toEqual(notFound("Page Not Found: /pages/gone"));
  });

  it("a page that passes the check, or with no check given, continues", () => {
    expect(checkPageValidity(guardContext("/pages/about", { isValidPage: () => true }))).toEqual(
      continueRoute(),
    );
    expect(checkPageValidity(guardContext("/pages/about"))).toEqual(continueRoute());
  });
});

describe("coming soon", () => {
  const comingSoonShop = { ...shop, isComingSoon: true };

  it("while the shop is coming soon, every page redirects to coming-soon", () => {
    for (const path of ["/", "/products/t-shirt", "/membership/posts"]) {
      expect(redirectWhileComingSoon(guardContext(path, { shop: comingSoonShop }))).toEqual(
        redirect("/coming-soon"),
      );
    }
  });

  it("the coming-soon page itself is shown", () => {
    expect(redirectWhileComingSoon(guardContext("/coming-soon", { shop: comingSoonShop }))).toEqual(
      continueRoute(),
    );
  });

  it("a 'protected enter' cookie equal to true lets the visitor in", () => {
    expect(PROTECTED_ENTER_COOKIE).toBe("protected enter");
    const context = guardContext("/cart", {
      shop: comingSoonShop,
      cookies: { [PROTECTED_ENTER_COOKIE]: "true" },
    });
    expect(redirectWhileComingSoon(context)).toEqual(continueRoute());
  });

  it("a 'protected enter' cookie with any other value does not", () => {
    const context = guardContext("/cart", {
      shop: comingSoonShop,
      cookies: { [PROTECTED_ENTER_COOKIE]: "1" },
    });
    expect(redirectWhileComingSoon(context)).toEqual(redirect("/coming-soon"));
  });

  it("the owner customizing the shop in the customizer's frame sees every page", () => {
    const context = guardContext("/cart", {
      shop: comingSoonShop,
      customizing: true,
      inFrame: true,
    });
    expect(redirectWhileComingSoon(context)).toEqual(continueRoute());
  });

  it("the customizing flag outside a frame does not open a coming-soon shop", () => {
    const context = guardContext("/cart", { shop: comingSoonShop, customizing: true });
    expect(redirectWhileComingSoon(context)).toEqual(redirect("/coming-soon"));
  });

  it("an open shop, or no shop at all, continues", () => {
    expect(redirectWhileComingSoon(guardContext("/cart"))).toEqual(continueRoute());
    expect(redirectWhileComingSoon(guardContext("/cart", { shop: null }))).toEqual(continueRoute());
  });
});
