import { contrastRatio, mixColors } from "./colors";
import { isBrightColor } from "./is-bright-color";

/** A scheme's colours as the owner set them (normalised hex); the optional ones are derived when absent. */
export interface SchemeColorInput {
  text_color: string;
  background_color: string;
  accent_color?: string | undefined;
  button_color?: string | undefined;
  button_text_color?: string | undefined;
  border_color?: string | undefined;
}

/** Every colour of a scheme, each one a CSS variable `--vt-scheme-{id}-{kebab-case name}`. */
export interface SchemeColors {
  text: string;
  background: string;
  secondaryBackground: string;
  secondaryText: string;
  accent: string;
  button: string;
  buttonText: string;
  /** The button under the pointer. */
  buttonHover: string;
  border: string;
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
/** A border is the text at 35 % over the background: the line the kit drew before borders were a colour. */
const BORDER_SHARE = 0.35;
/** A hovered button takes this much of its label's colour: visibly different, still legible. */
const HOVER_SHARE = 0.15;

/**
 * Every colour of a colour scheme. The owner's colours are kept; the others follow these rules
 * (spec §9: secondary colours are mixes of background and text depending on brightness; a colour
 * is bright when its luminance exceeds 0.85). Mixing is perceptual (Oklab).
 *
 * | colour | when the owner left it out |
 * |---|---|
 * | accent | the text colour |
 * | button | the text colour |
 * | button text | the background colour |
 * | border | the background with 35 % of the text colour |
 *
 * | derived | bright background (luminance > 0.85) | dark background |
 * |---|---|---|
 * | secondary background | background with 5 % of the text colour (a faint tint of the ink), more until it stands out by 1.1:1 | background with 10 % of the text colour (a raised surface in the scheme's own hue), more until it stands out by 1.2:1 (on black, 22 %) |
 * | secondary text | text with 30 % of the background | text with 25 % of the background |
 * | button hover | the button with 15 % of the button text colour (always) | same |
 *
 * @example
 * deriveSchemeColors({ text_color: "#121212", background_color: "#ffffff" });
 * // → { text: "#121212", background: "#ffffff", secondaryBackground: "#f1f1f1", secondaryText: "#4f4f4f",
 * //     accent: "#121212", button: "#121212", buttonText: "#ffffff", buttonHover: "#2f2f2f", border: "#a2a2a2" }
 * deriveSchemeColors({ text_color: "#ffffff", background_color: "#000000" }).secondaryBackground;
 * // → "#1b1b1b", not "#030303"
 * deriveSchemeColors({ text_color: "#121212", background_color: "#ffffff", button_color: "#e63946" }).buttonText;
 * // → "#ffffff" (the background: a button the owner coloured keeps the scheme's label colour)
 */
export function deriveSchemeColors(scheme: SchemeColorInput): SchemeColors {
  const { text_color: text, background_color: background } = scheme;
  const bright = isBrightColor(background);
  const button = scheme.button_color ?? text;
  const buttonText = scheme.button_text_color ?? background;
  return {
    text,
    background,
    secondaryBackground: surfaceColor(text, background, SURFACE[bright ? "bright" : "dark"]),
    secondaryText: mixColors(text, background, bright ? 0.3 : 0.25),
    accent: scheme.accent_color ?? text,
    button,
    buttonText,
    buttonHover: mixColors(button, buttonText, HOVER_SHARE),
    border: scheme.border_color ?? mixColors(background, text, BORDER_SHARE),
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
