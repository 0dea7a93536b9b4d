import { describe, expect, it } from "vitest";
import { createMemoryCookieJar } from "./memory-cookie-jar";

describe("in-memory cookie jar", () => {
  it("starts from a request's Cookie header", () => {
    const jar = createMemoryCookieJar("a=1; b=two");
    expect(jar.get("a")).toBe("1");
    expect(jar.get("b")).toBe("two");
    expect(jar.get("c")).toBeUndefined();
    expect(jar.setCookieHeaders()).toEqual([]);
  });

  it("keeps the last Set-Cookie line per name", () => {
    const jar = createMemoryCookieJar();
    jar.set("a", "1");
    jar.set("b", "2", { path: "/" });
    jar.set("a", "3");
    expect(jar.setCookieHeaders()).toEqual(["a=3", "b=2; Path=/"]);
    expect(jar.get("a")).toBe("3");
  });

  it("a cookie written already expired is gone", () => {
    const jar = createMemoryCookieJar("a=1; b=2");
    jar.set("a", "x", { maxAge: 0 });
    jar.set("b", "x", { expires: new Date(Date.now() - 1000) });
    expect(jar.get("a")).toBeUndefined();
    expect(jar.get("b")).toBeUndefined();
  });

  it("two jars share nothing", () => {
    const one = createMemoryCookieJar();
    const two = createMemoryCookieJar();
    one.set("a", "1");
    expect(two.get("a")).toBeUndefined();
  });
});
