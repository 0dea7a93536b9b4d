import { describe, expect, it } from "vitest";
import { isMalformedSessionToken, readSession } from "./read-session";

const NOW = 1_800_000_000;

/** An unsigned JWT with these claims; the SDK reads claims, the server checks signatures. */
function jwt(claims: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

const claims = { sub: "m1", user_type: "MEMBER", shop_id: "shop_1", exp: NOW + 3600 };

describe("session from the token's claims", () => {
  it("a member token reads as a logged-in member", () => {
    const token = jwt(claims);
    expect(readSession(token, NOW)).toEqual({
      loggedIn: true,
      userType: "MEMBER",
      claims,
      token,
    });
  });

  it("a creator token reads as a logged-in creator", () => {
    expect(readSession(jwt({ ...claims, user_type: "CREATOR" }), NOW)).toMatchObject({
      loggedIn: true,
      userType: "CREATOR",
    });
  });

  it('user_type "member" in lower case is a member too', () => {
    expect(readSession(jwt({ ...claims, user_type: "member" }), NOW)).toMatchObject({
      userType: "MEMBER",
      claims: { user_type: "MEMBER" },
    });
  });

  it.each([
    ["no token", undefined],
    ["an empty token", ""],
    ["text that is not a JWT", "not-a-jwt"],
    ["a JWT whose payload is not JSON", "aGVhZA.bm90IGpzb24.sig"],
    ["a JWT whose payload is not an object", jwt(42)],
    ["an expired token", jwt({ ...claims, exp: NOW - 1 })],
    ["a token expiring this very second", jwt({ ...claims, exp: NOW })],
    ["a token without exp", jwt({ ...claims, exp: undefined })],
    ["an unknown user_type", jwt({ ...claims, user_type: "ADMIN" })],
    ["no user_type", jwt({ ...claims, user_type: undefined })],
  ])("%s reads as logged out, without throwing", (_case, token) => {
    expect(readSession(token, NOW)).toEqual({ loggedIn: false });
  });
});

describe("a malformed token, which no time can make a session", () => {
  it.each([
    ["text that is not a JWT", "not-a-jwt"],
    ["a JWT whose payload is not JSON", "aGVhZA.bm90IGpzb24.sig"],
    ["a token without exp", jwt({ ...claims, exp: undefined })],
    ["an unknown user_type", jwt({ ...claims, user_type: "ADMIN" })],
  ])("%s is malformed", (_case, token) => {
    expect(isMalformedSessionToken(token)).toBe(true);
  });

  it.each([
    ["no token", undefined],
    ["an empty token", ""],
    ["a live token", jwt(claims)],
    ["an expired token: the clock may be wrong, the server judges it", jwt({ ...claims, exp: 1 })],
  ])("%s is not", (_case, token) => {
    expect(isMalformedSessionToken(token)).toBe(false);
  });
});
