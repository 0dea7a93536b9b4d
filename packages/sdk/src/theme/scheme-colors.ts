import { contrastRatio, mixColors } from "./colors";
import { isBrightColor } from "./is-bright-color";

export interface SchemeColors {
  text: string;
  background: string;
  secondaryBackground: string;
  secondaryText: string;
}

/**
 * How much of the text colour a secondary surface takes at least, and how far (WCAG contrast) it
 * must then stand out from the background, by the background's brightness. The contrasts are what
 * the default schemes' mixes give (#f1f1f1 on white, 1.13; #252525 on #121212, 1.22), so those
 * keep their share; a darker background takes more, since mixing in Oklab lifts black so little
 * that 10 % of white on #000000 is #030303, a surface nobody sees.
 */
const SURFACE = {
  bright: { share: 0.05, minContrast: 1.1 },
  dark: { share: 0.1, minContrast: 1.2 },
} as const;
/** Past half the text colour the mix is no longer a surface of the background. */
const MAX_SURFACE_SHARE = 0.5;
const SHARE_STEP = 0.01;

/**
 * The four colours of a colour scheme (spec §9: secondary colours are mixes of background and
 * text depending on brightness). Mixing is perceptual (Oklab):
 *
 * | background | secondary background | secondary text |
 * |---|---|---|
 * | bright (luminance > 0.85) | background with 5 % of the text colour (a faint tint of the ink), more if that stands out by less than 1.1:1 | text with 30 % of the background |
 * | dark | background with 10 % of the text colour (a raised surface in the scheme's own hue), more if that stands out by less than 1.2:1 (on black, 22 %) | text with 25 % of the background |
 *
 * Both mix the scheme's own two colours, so a dark scheme with coloured text keeps its hue rather
 * than turning grey; a dark background takes more of the text because light text needs a larger
 * share to show as a surface.
 *
 * @example
 * deriveSchemeColors("#121212", "#ffffff");
 * // → { text: "#121212", background: "#ffffff", secondaryBackground: "#f1f1f1", secondaryText: "#4f4f4f" }
 * deriveSchemeColors("#ffffff", "#121212");
 * // → { text: "#ffffff", background: "#121212", secondaryBackground: "#252525", secondaryText: "#bcbcbc" }
 * deriveSchemeColors("#ffffff", "#000000").secondaryBackground; // → "#1b1b1b", not "#030303"
 */
export function deriveSchemeColors(text: string, background: string): SchemeColors {
  const bright = isBrightColor(background);
  return {
    text,
    background,
    secondaryBackground: surfaceColor(text, background, SURFACE[bright ? "bright" : "dark"]),
    secondaryText: mixColors(text, background, bright ? 0.3 : 0.25),
  };
}

/** The background with the least share of text, from `share`, that stands out by `minContrast`. */
function surfaceColor(
  text: string,
  background: string,
  { share, minContrast }: { share: number; minContrast: number },
): string {
  for (let amount = share; amount < MAX_SURFACE_SHARE; amount += SHARE_STEP) {
    const mixed = mixColors(background, text, amount);
    if ((contrastRatio(mixed, background) ?? 0) >= minContrast) return mixed;
  }
  return mixColors(background, text, MAX_SURFACE_SHARE);
}
