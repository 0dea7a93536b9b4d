import { colorLuminance } from "./colors";

/** Luminance above which a colour counts as bright (spec §5). */
export const BRIGHT_LUMINANCE_THRESHOLD = 0.85;

/**
 * A colour is bright when its relative luminance (WCAG) exceeds 0.85 (spec §5); themes put dark
 * text on bright backgrounds. A value that is not a CSS colour is not bright.
 *
 * @example
 * isBrightColor("#ffffff"); // → true  (luminance 1)
 * isBrightColor("#f4f4f4"); // → true  (≈ 0.905)
 * isBrightColor("#0d6acf"); // → false (≈ 0.15)
 */
export function isBrightColor(color: string): boolean {
  const luminance = colorLuminance(color);
  return luminance !== undefined && luminance > BRIGHT_LUMINANCE_THRESHOLD;
}
