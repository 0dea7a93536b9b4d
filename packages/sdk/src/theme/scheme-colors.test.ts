import { describe, expect, it } from "vitest";
import { colorLuminance, contrastRatio } from "./colors";
import { deriveSchemeColors } from "./scheme-colors";

function luminance(color: string): number {
  return colorLuminance(color) ?? Number.NaN;
}

describe("deriveSchemeColors", () => {
  it("keeps the scheme's text and background as they are", () => {
    const colors = deriveSchemeColors("#121212", "#ffffff");
    expect([colors.text, colors.background]).toEqual(["#121212", "#ffffff"]);
  });

  it("on a bright background, the secondary background is the background with a little text colour", () => {
    const colors = deriveSchemeColors("#121212", "#ffffff");
    expect(colors.secondaryBackground).toBe("#f1f1f1");
    // A blue ink tints the surface blue: more blue than red in the mix.
    const tinted = deriveSchemeColors("#0000ff", "#ffffff").secondaryBackground;
    const [red, blue] = [tinted.slice(1, 3), tinted.slice(5, 7)].map((hex) =>
      Number.parseInt(hex, 16),
    );
    expect(blue).toBeGreaterThan(red ?? 255);
  });

  it("on a dark background, the secondary background is the background with some text colour, never white", () => {
    const colors = deriveSchemeColors("#ffffff", "#121212");
    expect(luminance(colors.secondaryBackground)).toBeGreaterThan(luminance("#121212"));
    // A gold ink on navy raises the surface toward gold: more red than blue, unlike a white mix.
    const tinted = deriveSchemeColors("#ffcc00", "#101030").secondaryBackground;
    const withWhite = deriveSchemeColors("#ffffff", "#101030").secondaryBackground;
    const channels = (hex: string) =>
      [hex.slice(1, 3), hex.slice(5, 7)].map((part) => Number.parseInt(part, 16));
    const [tintedRed = 0, tintedBlue = 0] = channels(tinted);
    const [whiteRed = 0, whiteBlue = 0] = channels(withWhite);
    expect(tintedRed - tintedBlue).toBeGreaterThan(whiteRed - whiteBlue);
  });

  it("on a black background, the secondary background still stands out as a surface", () => {
    // 10 % of white mixed into black in Oklab is #030303: no one could see the surface.
    for (const text of ["#ffffff", "#e0e0e0", "#ffcc00"]) {
      const { secondaryBackground } = deriveSchemeColors(text, "#000000");
      expect(contrastRatio(secondaryBackground, "#000000")).toBeGreaterThanOrEqual(1.2);
    }
    expect(deriveSchemeColors("#ffffff", "#000000").secondaryBackground).toBe("#1b1b1b");
  });

  it("keeps the default schemes' surfaces, which stand out already", () => {
    expect(deriveSchemeColors("#121212", "#ffffff").secondaryBackground).toBe("#f1f1f1");
    expect(deriveSchemeColors("#ffffff", "#121212").secondaryBackground).toBe("#252525");
  });

  it("the secondary text lies between the text and the background", () => {
    for (const [text, background] of [
      ["#121212", "#ffffff"],
      ["#ffffff", "#121212"],
    ] as const) {
      const secondary = luminance(deriveSchemeColors(text, background).secondaryText);
      const [low, high] = [luminance(text), luminance(background)].sort((a, b) => a - b);
      expect(secondary).toBeGreaterThan(low ?? 0);
      expect(secondary).toBeLessThan(high ?? 1);
    }
  });
});
