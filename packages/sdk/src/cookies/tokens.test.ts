import { AUTH_TOKEN_COOKIE, CART_TOKEN_COOKIE } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { createMemoryCookieJar } from "./memory-cookie-jar";
import {
  clearAuthToken,
  clearCartToken,
  readAuthToken,
  readCartToken,
  writeAuthToken,
  writeCartToken,
} from "./tokens";

describe("token cookies (spec §9)", () => {
  it("the auth token cookie lasts 30 days on path / with SameSite lax", () => {
    const jar = createMemoryCookieJar();
    writeAuthToken(jar, "jwt.payload.sig");
    expect(jar.setCookieHeaders()).toEqual([
      `${AUTH_TOKEN_COOKIE}=jwt.payload.sig; Max-Age=2592000; Path=/; SameSite=Lax`,
    ]);
    expect(readAuthToken(jar)).toBe("jwt.payload.sig");
  });

  it("the cart token cookie has no expiry", () => {
    const jar = createMemoryCookieJar();
    writeCartToken(jar, "c_123");
    const [line] = jar.setCookieHeaders();
    expect(line).toBe(`${CART_TOKEN_COOKIE}=c_123; Path=/`);
    expect(line).not.toMatch(/Max-Age|Expires/);
    expect(readCartToken(jar)).toBe("c_123");
  });

  it("a token that is not cookie text is refused and nothing is written", () => {
    const jar = createMemoryCookieJar();
    writeCartToken(jar, "c_1");
    expect(() => writeCartToken(jar, "c_2; Domain=evil.test")).toThrow(TypeError);
    expect(() => writeAuthToken(jar, "tok en")).toThrow(TypeError);
    expect(readCartToken(jar)).toBe("c_1");
    expect(readAuthToken(jar)).toBeUndefined();
    expect(jar.setCookieHeaders()).toEqual([`${CART_TOKEN_COOKIE}=c_1; Path=/`]);
  });

  it("clearing removes the tokens and tells the browser to expire them", () => {
    const jar = createMemoryCookieJar(`${AUTH_TOKEN_COOKIE}=a; ${CART_TOKEN_COOKIE}=c`);
    clearAuthToken(jar);
    clearCartToken(jar);
    expect(readAuthToken(jar)).toBeUndefined();
    expect(readCartToken(jar)).toBeUndefined();
    for (const line of jar.setCookieHeaders()) expect(line).toContain("Max-Age=0; Path=/");
  });
});
