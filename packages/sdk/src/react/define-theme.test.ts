import type { SettingsGroup } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { defineTheme, themeSchema } from "./define-theme";

const Page = () => null;

describe("defineTheme", () => {
  it("keeps the pages, layouts and translations a theme provides", () => {
    const theme = defineTheme({
      handle: "minimal",
      pages: { home: Page, product: Page },
      layouts: { default: ({ children }) => children },
      translations: { en: { "home.title": "Welcome" } },
    });
    expect(theme.handle).toBe("minimal");
    expect(Object.keys(theme.pages)).toEqual(["home", "product"]);
    expect(Object.keys(theme.layouts)).toEqual(["default"]);
    expect(theme.translations.en).toEqual({ "home.title": "Welcome" });
  });

  it("gives a theme that names nothing empty pages, layouts and translations", () => {
    expect(defineTheme({ handle: "empty" })).toEqual({
      handle: "empty",
      pages: {},
      layouts: {},
      translations: {},
      settings: [],
      sections: null,
    });
  });

  it("refuses a page name that is not a route name", () => {
    expect(() => defineTheme({ handle: "typo", pages: { prodcut: Page } as never })).toThrow(
      '"prodcut" is not a route name',
    );
  });

  it("refuses a layout name that is not a layout", () => {
    expect(() => defineTheme({ handle: "typo", layouts: { wide: Page } as never })).toThrow(
      '"wide" is not a layout name',
    );
  });

  it.each(["", "Minimal", "../evil", "a b", "x".repeat(64)])("refuses the handle %j", (handle) => {
    expect(() => defineTheme({ handle })).toThrow(TypeError);
  });

  describe("settings", () => {
    const hero: SettingsGroup = {
      id: "hero",
      label: "Hero",
      settings: [{ type: "text", id: "hero_heading", label: "Heading", default: "" }],
    };

    it("carries the theme's own groups, and themeSchema puts the spec's before them", () => {
      const theme = defineTheme({ handle: "heroic", settings: [hero] });
      expect(theme.settings).toEqual([hero]);
      expect(themeSchema(theme).map((group) => group.id)).toEqual([
        "typography",
        "layout",
        "corners",
        "colors",
        "hero",
      ]);
    });
  });

  describe("a theme's home page sections", () => {
    const sections = {
      types: [{ type: "banner", label: "Banner", settings: [] }],
      home: [{ id: "top", type: "banner", settings: {} }],
    };

    it("carries them, for the manifest the shop checks arrangements against", () => {
      expect(defineTheme({ handle: "banners", sections }).sections).toEqual(sections);
    });
  });
});
