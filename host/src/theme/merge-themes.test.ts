import { defineTheme, type PageProps } from "@vitrine/sdk/react";
import { describe, expect, it } from "vitest";
import { loadThemeScript } from "./load-theme-script";
import { mergeThemes } from "./merge-themes";

const DefaultHome = (_: PageProps<"home">) => null;
const DefaultProduct = (_: PageProps<"product">) => null;
const DefaultCart = (_: PageProps<"cart">) => null;
const ScriptHome = (_: PageProps<"home">) => null;
const ScriptProduct = (_: PageProps<"product">) => null;
const DefaultFrame = () => null;

const base = defineTheme({
  handle: "default",
  pages: { home: DefaultHome, product: DefaultProduct, cart: DefaultCart },
  layouts: { default: DefaultFrame },
});
const script = defineTheme({
  handle: "minimal",
  pages: { home: ScriptHome, product: ScriptProduct },
});

describe("theme merging", () => {
  it("a theme script's pages replace the default theme's by route name", () => {
    const merged = mergeThemes(base, script);
    expect(merged.pages.home).toBe(ScriptHome);
    expect(merged.pages.product).toBe(ScriptProduct);
  });

  it("pages the script does not name stay the default theme's", () => {
    expect(mergeThemes(base, script).pages.cart).toBe(DefaultCart);
    expect(mergeThemes(base, script).layouts.default).toBe(DefaultFrame);
  });

  it("the merged theme carries the script's handle", () => {
    expect(mergeThemes(base, script).handle).toBe("minimal");
  });

  it("without a script the default theme renders as it is", () => {
    expect(mergeThemes(base)).toBe(base);
  });
});

describe("theme script loading", () => {
  it("a module whose default export is the shop's theme is accepted", async () => {
    const theme = await loadThemeScript("x", "minimal", async () => ({ default: script }));
    expect(theme).toBe(script);
  });

  it("a module without a theme as default export is refused", async () => {
    await expect(
      loadThemeScript("x", "minimal", async () => ({ home: ScriptHome })),
    ).rejects.toThrow("has no theme");
  });

  it("a script defining another theme than the shop's is refused", async () => {
    await expect(loadThemeScript("x", "other", async () => ({ default: script }))).rejects.toThrow(
      'defines theme "minimal", not "other"',
    );
  });

  it("a script that fails to load rejects with the import's error", async () => {
    const failure = new TypeError("Failed to fetch dynamically imported module");
    await expect(loadThemeScript("x", "minimal", () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
  });
});
