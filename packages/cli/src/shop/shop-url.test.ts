import { describe, expect, it } from "vitest";
import { connectAddress, shopOrigin } from "./shop-url";

describe("shop addresses", () => {
  it("a shop is its origin; a path is ignored", () => {
    expect(shopOrigin("http://minimal.localhost:3000/products/x")).toBe(
      "http://minimal.localhost:3000",
    );
  });

  it("an address without http(s) is refused with an example", () => {
    expect(() => shopOrigin("minimal.localhost:3000")).toThrow(/http:\/\/ or https:\/\//);
    expect(() => shopOrigin("not a url")).toThrow('"not a url" is not a shop address.');
  });

  it("*.localhost reaches loopback from Node as it does in browsers", () => {
    expect(connectAddress("minimal.localhost")).toBe("127.0.0.1");
    expect(connectAddress("localhost")).toBe("127.0.0.1");
    expect(connectAddress("shop.example.com")).toBe("shop.example.com");
  });
});
