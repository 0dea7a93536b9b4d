import { describe, expect, it } from "vitest";
import { defineTheme } from "./define-theme";

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
});
