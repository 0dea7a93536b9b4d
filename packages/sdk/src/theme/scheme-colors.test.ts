import { describe, expect, it } from "vitest";
import { colorLuminance, contrastRatio } from "./colors";
import { deriveSchemeColors } from "./scheme-colors";

/** A scheme of the spec's two colours only, as settings saved before the others existed. */
function scheme(text: string, background: string) {
  return { text_color: text, background_color: background };
}

function luminance(color: string): number {
  return colorLuminance(color) ?? Number.NaN;
}

describe("deriveSchemeColors", () => {
  it("keeps the scheme's text and background as they are", () => {
    const colors = deriveSchemeColors(scheme("#121212", "#ffffff"));
    expect([colors.text, colors.background]).toEqual(["#121212", "#ffffff"]);
  });

  it("on a bright background, the secondary background is the background with a little text colour", () => {
    const colors = deriveSchemeColors(scheme("#121212", "#ffffff"));
    expect(colors.secondaryBackground).toBe("#f1f1f1");
    // A blue ink tints the surface blue: more blue than red in the mix.
    const tinted = deriveSchemeColors(scheme("#0000ff", "#ffffff")).secondaryBackground;
    const [red, blue] = [tinted.slice(1, 3), tinted.slice(5, 7)].map((hex) =>
      Number.parseInt(hex, 16),
    );
    expect(blue).toBeGreaterThan(red ?? 255);
  });

  it("on a dark background, the secondary background is the background with some text colour, never white", () => {
    const colors = deriveSchemeColors(scheme("#ffffff", "#121212"));
    expect(luminance(colors.secondaryBackground)).toBeGreaterThan(luminance("#121212"));
    // A gold ink on navy raises the surface toward gold: more red than blue, unlike a white mix.
    const tinted = deriveSchemeColors(scheme("#ffcc00", "#101030")).secondaryBackground;
    const withWhite = deriveSchemeColors(scheme("#ffffff", "#101030")).secondaryBackground;
    const channels = (hex: string) =>
      [hex.slice(1, 3), hex.slice(5, 7)].map((part) => Number.parseInt(part, 16));
    const [tintedRed = 0, tintedBlue = 0] = channels(tinted);
    const [whiteRed = 0, whiteBlue = 0] = channels(withWhite);
    expect(tintedRed - tintedBlue).toBeGreaterThan(whiteRed - whiteBlue);
  });

  it("on a black background, the secondary background still stands out as a surface", () => {
    // 10 % of white mixed into black in Oklab is #030303: no one could see the surface.
    for (const text of ["#ffffff", "#e0e0e0", "#ffcc00"]) {
      const { secondaryBackground } = deriveSchemeColors(scheme(text, "#000000"));
      expect(contrastRatio(secondaryBackground, "#000000")).toBeGreaterThanOrEqual(1.2);
    }
    expect(deriveSchemeColors(scheme("#ffffff", "#000000")).secondaryBackground).toBe("#1b1b1b");
  });

  it("keeps the default schemes' surfaces, which stand out already", () => {
    expect(deriveSchemeColors(scheme("#121212", "#ffffff")).secondaryBackground).toBe("#f1f1f1");
    expect(deriveSchemeColors(scheme("#ffffff", "#121212")).secondaryBackground).toBe("#252525");
  });

  it("the secondary text lies between the text and the background", () => {
    for (const [text, background] of [
      ["#121212", "#ffffff"],
      ["#ffffff", "#121212"],
    ] as const) {
      const secondary = luminance(deriveSchemeColors(scheme(text, background)).secondaryText);
      const [low, high] = [luminance(text), luminance(background)].sort((a, b) => a - b);
      expect(secondary).toBeGreaterThan(low ?? 0);
      expect(secondary).toBeLessThan(high ?? 1);
    }
  });
});

describe("deriveSchemeColors: the colours an owner may leave out", () => {
  const light = scheme("#121212", "#ffffff");

  it("a button is the text colour with the background as its label, as buttons were before", () => {
    const colors = deriveSchemeColors(light);
    expect([colors.button, colors.buttonText]).toEqual(["#121212", "#ffffff"]);
  });

  it("the accent is the text colour", () => {
    expect(deriveSchemeColors(light).accent).toBe("#121212");
  });

  it("a border is the background with 35 % of the text, the kit's old line colour", () => {
    expect(deriveSchemeColors(light).border).toBe("#a2a2a2");
    expect(deriveSchemeColors(scheme("#ffffff", "#121212")).border).toBe("#5a5a5a");
  });

  it("colours the owner set are kept as they are", () => {
    const colors = deriveSchemeColors({
      ...light,
      accent_color: "#0d6acf",
      button_color: "#e63946",
      button_text_color: "#fffbe6",
      border_color: "#dddddd",
    });
    expect(colors).toMatchObject({
      accent: "#0d6acf",
      button: "#e63946",
      buttonText: "#fffbe6",
      border: "#dddddd",
    });
  });

  it("a coloured button keeps the background as its label until the owner picks one", () => {
    expect(deriveSchemeColors({ ...light, button_color: "#e63946" }).buttonText).toBe("#ffffff");
  });

  it("a hovered button takes 15 % of its label's colour: a dark button lightens, a light one darkens", () => {
    const dark = deriveSchemeColors(light);
    expect(dark.buttonHover).toBe("#2f2f2f");
    expect(luminance(dark.buttonHover)).toBeGreaterThan(luminance(dark.button));
    const bright = deriveSchemeColors(scheme("#ffffff", "#121212"));
    expect(luminance(bright.buttonHover)).toBeLessThan(luminance(bright.button));
  });

  it("the label stays legible on a hovered button (WCAG AA, 4.5:1) when it was on the button", () => {
    for (const colors of [light, scheme("#ffffff", "#121212")].map(deriveSchemeColors)) {
      expect(contrastRatio(colors.buttonText, colors.buttonHover)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
