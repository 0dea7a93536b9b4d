import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageSecurityPolicy } from "./content-security-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline scripts a page may run", () => {
  it("are the ones it runs: import maps and inline modules, not data blocks or external files", () => {
    const page = `<!-- the server writes <script type="application/json" id="state"> here -->
      <script type="importmap">{"imports":{}}</script>
      <script type="module" src="/assets/index.js"></script>
      <script type="application/json" id="state">{}</script>
      <script type="application/ld+json">{}</script>
      <script>boot()</script>`;
    expect(inlineScriptHashes(page)).toEqual([sha('{"imports":{}}'), sha("boot()")]);
  });
});

describe("pageSecurityPolicy", () => {
  it("lets the page load its fonts from its own origin and declare them in an inline <style>", () => {
    const directives = pageSecurityPolicy({
      customizerOrigin: "http://demo.localhost:3000",
      assetsHost: "https://cdn.test",
      inlineScriptHashes: [],
    })
      .split(";")
      .map((directive) => directive.trim().split(/\s+/));
    // A `font-src`, `style-src` or `default-src` would have to allow 'self' (the font files under
    // /assets/) and the head's `<style data-vitrine-font>`: none restricts them today.
    const restricting = directives.filter(([name]) =>
      ["font-src", "style-src", "default-src"].includes(name ?? ""),
    );
    expect(restricting).toEqual([]);
  });

  it("lets scripts come from the shop, its assets host and the page's hashes only", () => {
    expect(
      pageSecurityPolicy({
        customizerOrigin: "http://demo.localhost:3000",
        assetsHost: "https://cdn.test",
        inlineScriptHashes: ["'sha256-abc='"],
      }),
    ).toBe(
      "script-src 'self' https://cdn.test 'sha256-abc='; object-src 'none'; base-uri 'self'; frame-ancestors 'self' http://demo.localhost:3000",
    );
  });

  it("leaves out an assets host that is not exactly an origin", () => {
    const policy = pageSecurityPolicy({
      customizerOrigin: "",
      assetsHost: "https://cdn.test; script-src *",
      inlineScriptHashes: [],
    });
    expect(policy).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
  });

  it("lets a preview's dev server run its script for that page, and nothing that is not an origin", () => {
    const policy = (previewOrigin: string) =>
      pageSecurityPolicy({
        customizerOrigin: "",
        assetsHost: "",
        inlineScriptHashes: [],
        previewOrigin,
      });
    expect(policy("http://127.0.0.1:5174")).toMatch(
      /^script-src 'self' http:\/\/127\.0\.0\.1:5174;/,
    );
    expect(policy("http://127.0.0.1:5174; script-src *")).toMatch(/^script-src 'self';/);
  });
});
