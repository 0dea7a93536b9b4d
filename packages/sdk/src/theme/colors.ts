import {
  type Color,
  converter,
  formatHex,
  formatHex8,
  interpolate,
  modeHsl,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagLuminance,
} from "culori/fn";

let toRgb: ReturnType<typeof converter<"rgb">> | undefined;

/**
 * Registers the colour spaces on first use rather than at import: the published build puts this
 * module in a chunk with others, where calls at the top level would keep culori (some 8 KB gzip)
 * in the bundle of any app importing anything else of that chunk, `formatMoney` alone included.
 * Only the spaces the theme needs, so bundles stay small: CSS hex, rgb(), named colours and hsl()
 * to read settings; oklab/oklch for perceptual mixing and modern input; lrgb for luminance.
 */
function rgbConverter(): ReturnType<typeof converter<"rgb">> {
  if (toRgb === undefined) {
    registerMode(modeRgb);
    registerMode(modeLrgb);
    registerMode(modeHsl);
    registerMode(modeOklab);
    registerMode(modeOklch);
    toRgb = converter("rgb");
  }
  return toRgb;
}

function parseColor(value: unknown): Color | undefined {
  rgbConverter();
  return typeof value === "string" && value.length <= 100 ? parse(value.trim()) : undefined;
}

function toHex(color: Color): string {
  const rgb = rgbConverter()(color);
  return rgb.alpha !== undefined && rgb.alpha < 1 ? formatHex8(rgb) : formatHex(rgb);
}

/**
 * A CSS colour written as lower-case hex (`#rrggbb`, or `#rrggbbaa` when translucent), or
 * `undefined` when `value` is not a colour. Only this normalised form is ever written to CSS, so
 * whatever the setting held, no other text reaches a stylesheet.
 *
 * @example
 * normalizeColor("#0D6ACF"); // → "#0d6acf"
 * normalizeColor("rebeccapurple"); // → "#663399"
 * normalizeColor("red; } body { display: none"); // → undefined
 */
export function normalizeColor(value: unknown): string | undefined {
  const color = parseColor(value);
  return color ? toHex(color) : undefined;
}

/**
 * `from` with `amount` (0–1) of `toward` mixed in, perceptually (in Oklab), as hex.
 * Both colours must be valid CSS colours (normalise them first).
 *
 * @example
 * mixColors("#ffffff", "#000000", 0.5); // → "#636363" (Oklab midpoint, lighter than sRGB's #808080)
 */
export function mixColors(from: string, toward: string, amount: number): string {
  rgbConverter();
  return toHex(interpolate([from, toward], "oklab")(amount));
}

/**
 * Relative luminance (WCAG) of a colour, 0 (black) to 1 (white); `undefined` for an invalid colour.
 */
export function colorLuminance(value: unknown): number | undefined {
  const color = parseColor(value);
  return color ? wcagLuminance(color) : undefined;
}

/**
 * The WCAG contrast ratio of two colours, from 1 (the same luminance) to 21 (black on white);
 * `undefined` when either is not a colour. Order does not matter.
 *
 * @example
 * contrastRatio("#000000", "#ffffff"); // → 21
 * contrastRatio("rgb(26, 26, 26)", "#1a1a1a"); // → 1 (text invisible on its background)
 */
export function contrastRatio(first: unknown, second: unknown): number | undefined {
  const [a, b] = [colorLuminance(first), colorLuminance(second)];
  if (a === undefined || b === undefined) return undefined;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
