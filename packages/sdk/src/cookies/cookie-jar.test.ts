import { describe, expect, it } from "vitest";
import { parseCookieText, serializeCookie, serializeCookieRemoval } from "./cookie-jar";

describe("cookie text", () => {
  it("writes a value exactly as given, with its attributes", () => {
    expect(serializeCookie("t", "eyJ.a-b_c", { path: "/", sameSite: "lax", maxAge: 60 })).toBe(
      "t=eyJ.a-b_c; Max-Age=60; Path=/; SameSite=Lax",
    );
  });

  it.each([
    ["a space", "a b"],
    ["a semicolon", "a;b"],
    ["a comma", "a,b"],
    ["a quote", 'a"b'],
    ["a backslash", "a\\b"],
    ["a newline", "a\nb"],
    ["non-ASCII text", "café"],
    ["nothing", ""],
  ])("refuses a value with %s, with an error naming the cookie", (_case, value) => {
    expect(() => serializeCookie("vitrine_cart_token", value)).toThrow(
      /Cookie "vitrine_cart_token" refused/,
    );
  });

  it("refuses an empty name", () => {
    expect(() => serializeCookie("", "v")).toThrow(/Cookie name "" is not valid cookie text/);
  });

  it.each([
    ["protected enter", "protected%20enter"],
    ["a=b", "a%3Db"],
    ["a;b", "a%3Bb"],
    ["(x)", "%28x%29"],
  ])("writes the name %j as the token %j and reads it back by its own name", (name, wire) => {
    expect(serializeCookie(name, "true")).toBe(`${wire}=true`);
    expect(parseCookieText(`other=1; ${wire}=true`)[name]).toBe("true");
  });

  it("removal expires the cookie on the same path", () => {
    const text = serializeCookieRemoval("t", { path: "/" });
    expect(text).toContain("Max-Age=0");
    expect(text).toContain("Path=/");
    expect(text).toContain("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  });

  it("reads a name by its exact spelling: one percent-encoded other than as written is another cookie", () => {
    const cookies = parseCookieText(
      "vitrine%5Fanalytics%5Fconsent=granted; Vitrine_analytics_consent=denied; protected%2fenter=1",
    );
    expect(cookies.vitrine_analytics_consent).toBeUndefined();
    expect(cookies["vitrine%5Fanalytics%5Fconsent"]).toBe("granted");
    expect(cookies["protected/enter"]).toBeUndefined();
    expect(cookies["protected%2fenter"]).toBe("1");
  });

  it("reads the first of a name sent twice, as nginx's cache key does", () => {
    expect(parseCookieText("a=1; b=2; a=3")).toEqual({ a: "1", b: "2" });
    expect(parseCookieText("protected%20enter=1; protected%20enter=2")["protected enter"]).toBe(
      "1",
    );
  });

  it("reads values back without decoding them", () => {
    expect(parseCookieText("a=x%20y; b=2")).toEqual({ a: "x%20y", b: "2" });
  });
});
