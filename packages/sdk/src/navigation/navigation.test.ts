import { describe, expect, it } from "vitest";
import { isInAppClick, type LinkClick } from "./in-app-click";
import { ownerModePath } from "./owner-mode-path";

const off = { customizing: false, previewing: false };

describe("links keep the owner's modes (spec §2)", () => {
  it("a link in customizing mode keeps customizing, before the fragment", () => {
    expect(ownerModePath("/products/tee", { ...off, customizing: true })).toBe(
      "/products/tee?customizing=true",
    );
    expect(ownerModePath("/products?page=2#top", { ...off, previewing: true })).toBe(
      "/products?page=2&previewing=true#top",
    );
  });

  it("a link in customizing mode on a chosen theme keeps the theme too, never outside it", () => {
    const minimal = { ...off, customizing: true, customizingTheme: "minimal@2" };
    expect(ownerModePath("/products/tee#top", minimal)).toBe(
      "/products/tee?customizing=true&theme=minimal%402#top",
    );
    expect(ownerModePath("/cart?theme=default", minimal)).toBe(
      "/cart?theme=default&customizing=true",
    );
    expect(
      ownerModePath("/cart", { ...off, previewing: true, customizingTheme: "minimal@2" }),
    ).toBe("/cart?previewing=true");
  });

  it("a link that has the flag already is left as it is, and no mode adds nothing", () => {
    expect(ownerModePath("/cart?customizing=1", { customizing: true, previewing: false })).toBe(
      "/cart?customizing=1",
    );
    expect(ownerModePath("/cart", off)).toBe("/cart");
  });
});

describe("which clicks the app handles", () => {
  const plain: LinkClick = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };

  it("a plain primary click on a link for this tab", () => {
    expect(isInAppClick(plain, undefined)).toBe(true);
    expect(isInAppClick(plain, "_self")).toBe(true);
  });

  it("not a click that opens a new tab or window, another button, or one already handled", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(isInAppClick({ ...plain, [key]: true }, undefined), key).toBe(false);
    }
    expect(isInAppClick({ ...plain, button: 1 }, undefined)).toBe(false);
    expect(isInAppClick({ ...plain, defaultPrevented: true }, undefined)).toBe(false);
    expect(isInAppClick(plain, "_blank")).toBe(false);
  });
});
