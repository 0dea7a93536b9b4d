import type { ThemeVersion } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { frameUrl, themesByHandle } from "./theme-picker";

describe("the theme picker's helpers", () => {
  it("addresses the frame with the chosen theme, and as it is for the live one", () => {
    expect(frameUrl("/?customizing", { handle: "minimal", version: 2 })).toBe(
      "/?customizing&theme=minimal%402",
    );
    expect(frameUrl("/", { handle: "default", version: null })).toBe("/?theme=default");
    expect(frameUrl("/?customizing", null)).toBe("/?customizing");
  });

  it("takes the frame to the page of the template being arranged, keeping its query", () => {
    expect(frameUrl("/?customizing", null, "/products/tee")).toBe("/products/tee?customizing");
    expect(frameUrl("/?customizing", { handle: "minimal", version: 2 }, "/cart")).toBe(
      "/cart?customizing&theme=minimal%402",
    );
  });

  it("groups versions by handle, newest first, in the list's order of handles", () => {
    const version = (handle: string, number: number) =>
      ({ handle, version: number }) as ThemeVersion;
    const grouped = themesByHandle([
      version("studio", 1),
      version("minimal", 1),
      version("minimal", 3),
    ]);
    expect(grouped.map((group) => [group.handle, group.versions.map((v) => v.version)])).toEqual([
      ["studio", [1]],
      ["minimal", [3, 1]],
    ]);
  });
});
