import { describe, expect, it } from "vitest";
import { currentCopy, PAGE_VERSION_WINDOW_MS, pageEtag, pageVersion } from "./page-etag";

const page = { contentVersion: "node.0.4", address: "demo.localhost/products", cookie: "", now: 0 };

describe("a page's version", () => {
  it("is the same for one address, cookies and content version within a window", () => {
    expect(pageVersion(page)).toMatch(/^[\w-]{27}$/);
    expect(pageVersion({ ...page, now: PAGE_VERSION_WINDOW_MS - 1 })).toBe(pageVersion(page));
  });

  it("changes with the window, the content version, the address and the cookies", () => {
    const versions = [
      pageVersion(page),
      pageVersion({ ...page, now: PAGE_VERSION_WINDOW_MS }),
      pageVersion({ ...page, contentVersion: "node.0.5" }),
      pageVersion({ ...page, address: "demo.localhost/products?page=2" }),
      pageVersion({ ...page, cookie: "consent=all" }),
    ];
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe("a page's entity tag", () => {
  it("is weak and names the render's nonce", () => {
    expect(pageEtag("v1", "n0Nc3+/=")).toBe('W/"v1.n0Nc3+/="');
    expect(pageEtag("v1")).toBe('W/"v1."');
  });

  it("finds the browser's copy of the current version, whichever render, and nothing else", () => {
    expect(currentCopy('"other.a", W/"v1.n0Nc3"', "v1")).toBe('W/"v1.n0Nc3"');
    expect(currentCopy('W/"v1."', "v1")).toBe('W/"v1."');
    expect(currentCopy('W/"v10.n0Nc3"', "v1")).toBeNull();
    expect(currentCopy('W/"v0.n0Nc3"', "v1")).toBeNull();
    expect(currentCopy(undefined, "v1")).toBeNull();
  });
});
