// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferEntry, entryLoader } from "./deferred-entry-plugin";

const built = `<head>
    <script type="importmap">{"imports":{}}</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/initial-state-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
</head>`;

describe("the shop page's deferred entry", () => {
  it("replaces the entry script and its module preloads with one inline loader", () => {
    const html = deferEntry(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload crossorigin");
    expect(html).toContain(
      `<script>${entryLoader("/assets/index-1.js", ["/assets/react-2.js", "/assets/initial-state-3.js"])}</script>`,
    );
  });

  it("keeps the import map before the loader and the stylesheet after it", () => {
    const html = deferEntry(built);
    expect(html.indexOf("importmap")).toBeLessThan(html.indexOf("var entry"));
    expect(html.indexOf("var entry")).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it("refuses a page without an entry script rather than ship one that never starts", () => {
    expect(() => deferEntry("<head></head>")).toThrow("no module entry script");
  });

  it("writes the addresses as JavaScript strings", () => {
    expect(entryLoader('/assets/a"b.js', [])).toContain('var entry = "/assets/a\\"b.js"');
  });
});
