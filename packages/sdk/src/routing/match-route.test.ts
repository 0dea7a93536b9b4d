import { describe, expect, it } from "vitest";
import { notFound } from "./guard-decision";
import { matchRoute, pageNotFound } from "./match-route";
import { ROUTES } from "./route-record";

describe("matchRoute: the page validity check", () => {
  it("finds every route at its own pattern", () => {
    for (const route of ROUTES) {
      const path = route.path.replaceAll(/\$\w+/g, "x");
      expect(matchRoute(path)?.route.name, path).toBe(route.name);
    }
  });

  it("gives the path's parameters, decoded", () => {
    expect(matchRoute("/products/logo-tee")?.params).toEqual({ slug: "logo-tee" });
    expect(matchRoute("/thankyou/o1/t1")?.params).toEqual({ orderId: "o1", thankyouId: "t1" });
    expect(matchRoute("/products/a%2Fb%20c")?.params).toEqual({ slug: "a/b c" });
  });

  it("a path no route has is not a page", () => {
    expect(matchRoute("/nope")).toBeNull();
    expect(matchRoute("/products/logo-tee/extra")).toBeNull();
    expect(matchRoute("/membershipper")).toBeNull();
    expect(matchRoute("/products//logo-tee")).toBeNull();
    expect(matchRoute("products")).toBeNull();
  });

  it("a trailing slash is another address: the server redirects it before matching", () => {
    expect(matchRoute("/products/")).toBeNull();
    expect(matchRoute("/")?.route.name).toBe("home");
  });

  it("a parameter that does not decode matches nothing", () => {
    expect(matchRoute("/products/%E0%A4%A")).toBeNull();
  });

  it('what no route matches is a 404 with message "Page Not Found: {path}"', () => {
    expect(pageNotFound("/pages/gone/extra")).toEqual(
      notFound("Page Not Found: /pages/gone/extra"),
    );
  });
});
