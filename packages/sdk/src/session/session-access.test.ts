import { AUTH_TOKEN_COOKIE } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { createBrowserCookieJar } from "../cookies/browser-cookie-jar";
import { createMemoryCookieJar } from "../cookies/memory-cookie-jar";
import { createSessionAccess, dropMalformedSession } from "./session-access";

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

describe("a malformed auth cookie is removed, not kept to be sent again", () => {
  it("in the browser: the cookie is expired on the whole site", () => {
    const assigned: string[] = [];
    const doc = {
      cookie: `${AUTH_TOKEN_COOKIE}=garbage; other=1`,
    };
    const jar = createBrowserCookieJar({
      get cookie() {
        return doc.cookie;
      },
      set cookie(text: string) {
        assigned.push(text);
      },
    });
    expect(dropMalformedSession(jar)).toBe(true);
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatch(new RegExp(`^${AUTH_TOKEN_COOKIE}=deleted; Max-Age=0; Path=/;`));
  });

  it("on a server: the jar records the Set-Cookie that expires it", () => {
    const jar = createMemoryCookieJar(`${AUTH_TOKEN_COOKIE}=not.a.jwt`);
    expect(dropMalformedSession(jar)).toBe(true);
    expect(jar.get(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(jar.setCookieHeaders()).toEqual([
      expect.stringMatching(new RegExp(`^${AUTH_TOKEN_COOKIE}=deleted; Max-Age=0; Path=/;`)),
    ]);
  });

  it("keeps a well-formed token, even an expired one, and a missing one writes nothing", () => {
    const expired = jwt({ sub: "m1", user_type: "MEMBER", shop_id: "s", exp: 1 });
    for (const header of [`${AUTH_TOKEN_COOKIE}=${expired}`, "other=1"]) {
      const jar = createMemoryCookieJar(header);
      expect(dropMalformedSession(jar), header).toBe(false);
      expect(jar.setCookieHeaders(), header).toEqual([]);
    }
  });
});
