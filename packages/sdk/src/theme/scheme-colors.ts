import { mixColors } from "./colors";
import { isBrightColor } from "./is-bright-color";

export interface SchemeColors {
  text: string;
  background: string;
  secondaryBackground: string;
  secondaryText: string;
}

/**
 * The four colours of a colour scheme (spec §9: secondary colours are mixes of background and
 * text depending on brightness). Mixing is perceptual (Oklab):
 *
 * | background | secondary background | secondary text |
 * |---|---|---|
 * | bright (luminance > 0.85) | background with 5 % of the text colour (a faint tint of the ink) | text with 30 % of the background |
 * | dark | background with 10 % of the text colour (a raised surface in the scheme's own hue) | text with 25 % of the background |
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
 */
export function deriveSchemeColors(text: string, background: string): SchemeColors {
  const bright = isBrightColor(background);
  return {
    text,
    background,
    secondaryBackground: mixColors(background, text, bright ? 0.05 : 0.1),
    secondaryText: mixColors(text, background, bright ? 0.3 : 0.25),
  };
}
