import { AUTH_TOKEN_COOKIE } from "@vitrine/contract";
import { parseSetCookie } from "cookie-es";
import { describe, expect, it } from "vitest";
import { createBrowserCookieJar } from "./browser-cookie-jar";
import { writeAuthToken } from "./tokens";

/**
 * `document.cookie` as a browser does it, reduced to what the jar relies on: assigning one
 * cookie's text stores or (expired) deletes it; reading lists `name=value` pairs. Every text
 * assigned is kept, to check the attributes handed to the browser.
 */
function fakeDocument(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  const assigned: string[] = [];
  return {
    assigned,
    get cookie() {
      return [...store].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      assigned.push(text);
      const parsed = parseSetCookie(text, { decode: false });
      if (!parsed) return;
      if (parsed.maxAge !== undefined && parsed.maxAge <= 0) store.delete(parsed.name);
      else store.set(parsed.name, parsed.value);
    },
  };
}

describe("browser cookie jar", () => {
  it("reads the document's cookies", () => {
    const jar = createBrowserCookieJar(fakeDocument({ a: "1", b: "x%20y" }));
    expect(jar.get("a")).toBe("1");
    expect(jar.get("b")).toBe("x%20y");
    expect(jar.get("c")).toBeUndefined();
  });

  it("writes through document.cookie and reads back", () => {
    const doc = fakeDocument();
    const jar = createBrowserCookieJar(doc);
    jar.set("vitrine_test", "v1", { path: "/" });
    expect(doc.assigned).toEqual(["vitrine_test=v1; Path=/"]);
    expect(jar.get("vitrine_test")).toBe("v1");
  });

  it("removes by expiring the cookie on its path", () => {
    const doc = fakeDocument({ vitrine_test: "v1" });
    const jar = createBrowserCookieJar(doc);
    jar.remove("vitrine_test", { path: "/" });
    expect(doc.assigned[0]).toMatch(/^vitrine_test=deleted; Max-Age=0; Path=\/; Expires=/);
    expect(jar.get("vitrine_test")).toBeUndefined();
  });

  it("hands the browser the attributes of the auth token cookie", () => {
    const doc = fakeDocument();
    writeAuthToken(createBrowserCookieJar(doc), "jwt");
    expect(doc.assigned).toEqual([
      `${AUTH_TOKEN_COOKIE}=jwt; Max-Age=2592000; Path=/; SameSite=Lax`,
    ]);
  });

  it("never assigns document.cookie for a value that is not cookie text", () => {
    const doc = fakeDocument();
    const jar = createBrowserCookieJar(doc);
    expect(() => jar.set("vitrine_test", "x; Domain=evil.test")).toThrow(TypeError);
    expect(doc.assigned).toEqual([]);
  });

  it("marks every cookie Secure on a page served over https, and only there", () => {
    const https = fakeDocument();
    writeAuthToken(createBrowserCookieJar(https, { secure: true }), "token");
    expect(https.assigned[0]).toMatch(/; Secure/i);
    expect(https.assigned[0]).toMatch(new RegExp(`^${AUTH_TOKEN_COOKIE}=token;`));
    const http = fakeDocument();
    writeAuthToken(createBrowserCookieJar(http, { secure: false }), "token");
    expect(http.assigned[0]).not.toMatch(/Secure/i);
  });
});
