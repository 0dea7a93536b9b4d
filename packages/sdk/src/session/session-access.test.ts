import { AUTH_TOKEN_COOKIE } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { createMemoryCookieJar } from "../cookies/memory-cookie-jar";
import { createSessionAccess } from "./session-access";

function jwt(claims: object): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256" })}.${part(claims)}.sig`;
}

describe("an instance's session", () => {
  it("reads the token from the cookie jar each time", () => {
    const jar = createMemoryCookieJar();
    const session = createSessionAccess(jar);
    expect(session.current()).toEqual({ loggedIn: false });
    const token = jwt({
      sub: "c1",
      user_type: "CREATOR",
      shop_id: "s",
      exp: Date.now() / 1000 + 60,
    });
    jar.set(AUTH_TOKEN_COOKIE, token);
    expect(session.token()).toBe(token);
    expect(session.current()).toMatchObject({ loggedIn: true, userType: "CREATOR" });
  });

  it("setToken stores the auth cookie and clear removes it", () => {
    const jar = createMemoryCookieJar();
    const session = createSessionAccess(jar);
    session.setToken("a.b.c");
    expect(jar.get(AUTH_TOKEN_COOKIE)).toBe("a.b.c");
    session.clear();
    expect(session.token()).toBeUndefined();
  });

  it("a malformed stored token reads as logged out", () => {
    const session = createSessionAccess(createMemoryCookieJar(`${AUTH_TOKEN_COOKIE}=garbage`));
    expect(session.current()).toEqual({ loggedIn: false });
  });
});
