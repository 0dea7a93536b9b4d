import { describe, expect, it } from "vitest";
import { routePath } from "./route-paths";

describe("routePath", () => {
  it("a route without parameters is its pattern", () => {
    expect(routePath("home")).toBe("/");
    // @ts-expect-error a route without parameters takes none
    expect(routePath("cart", { slug: "x" })).toBe("/cart");
    expect(routePath("checkout-empty")).toBe("/checkouts");
    expect(routePath("membership-video-catalog-featured")).toBe(
      "/membership/video-catalog/featured",
    );
  });

  it("fills in each parameter of the route", () => {
    expect(routePath("product", { slug: "t-shirt" })).toBe("/products/t-shirt");
    expect(routePath("checkout-information", { checkoutId: "c1" })).toBe(
      "/checkouts/c1/information",
    );
    expect(routePath("thankyou", { orderId: "o1", thankyouId: "t1" })).toBe("/thankyou/o1/t1");
    expect(routePath("member-exit-survey", { subscriptionId: "s1" })).toBe(
      "/membership/users/members/subscriptions/s1/exit-survey",
    );
  });

  it("a parameter stays one path segment: slashes, queries and fragments are encoded", () => {
    expect(routePath("product", { slug: "a/b?c=1#d" })).toBe("/products/a%2Fb%3Fc%3D1%23d");
    expect(routePath("page", { slug: "café au lait" })).toBe("/pages/caf%C3%A9%20au%20lait");
  });

  it("a parameter of only dots cannot step out of its route", () => {
    expect(routePath("product", { slug: ".." })).toBe("/products/%2E%2E");
    expect(routePath("product", { slug: "." })).toBe("/products/%2E");
    expect(routePath("product", { slug: "v1.2" })).toBe("/products/v1.2");
  });

  it("a missing or empty parameter is refused rather than building another route's path", () => {
    expect(() => routePath("product", { slug: "" })).toThrow(TypeError);
    // @ts-expect-error the type requires the slug; plain JavaScript callers can still forget it
    expect(() => routePath("product")).toThrow(
      'routePath("product"): parameter "slug" is missing or empty',
    );
  });
});
