import { describe, expect, it } from "vitest";
import { trailingSlashRedirect } from "./trailing-slash";

describe("trailing-slash fix", () => {
  it("a trailing slash on any path other than the root is removed by redirect", () => {
    expect(trailingSlashRedirect("/cart/", "")).toBe("/cart");
    expect(trailingSlashRedirect("/products/t-shirt//", "")).toBe("/products/t-shirt");
  });

  it("the redirect keeps the query string", () => {
    expect(trailingSlashRedirect("/products/", "?page=2")).toBe("/products?page=2");
    expect(trailingSlashRedirect("/collections/", "customizing=true&q=a+b")).toBe(
      "/collections?customizing=true&q=a+b",
    );
    expect(trailingSlashRedirect("/collections/", "?")).toBe("/collections");
  });

  it("the root and paths without a trailing slash stay", () => {
    expect(trailingSlashRedirect("/", "?a=1")).toBeNull();
    expect(trailingSlashRedirect("/cart", "")).toBeNull();
  });

  it("a path made of slashes goes to the root", () => {
    expect(trailingSlashRedirect("///", "")).toBe("/");
  });

  it("removing the slash never produces an address on another host", () => {
    expect(trailingSlashRedirect("//evil.test/", "")).toBe("/evil.test");
    expect(trailingSlashRedirect("/\\evil.test/", "")).toBe("/evil.test");
  });
});
