import { PROTECTED_ENTER_COOKIE } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { guardContext, shop } from "../testing/guard-fixtures";
import { redirectWhileComingSoon } from "./global-guards";
import { continueRoute, redirect } from "./guard-decision";

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
