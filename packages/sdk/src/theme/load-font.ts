import { type FontFiles, fontFaceRules } from "./font-faces";
import { FONT_WEIGHTS, supportedFont } from "./supported-fonts";
import { warnInDevelopment } from "./warn-in-development";

/**
 * The attribute naming the family of a `<style>` holding its `@font-face` rules: the host
 * server writes the page's fonts so, and `loadFont` adds one the same way, never twice.
 */
export const FONT_STYLE_ATTRIBUTE = "data-vitrine-font";

export interface LoadFontOptions {
  /** Default: the page's `document`. */
  document?: Document;
  /** Receives the warning about a family outside `SUPPORTED_FONTS`. Default: development-only `console.warn`. */
  onWarning?: (message: string) => void;
}

/**
 * Loads a supported family now, as the page head does for the shop's fonts (for a font picked in
 * the customizer): adds its `@font-face` rules to the head unless a `<style data-vitrine-font>`
 * already has them, then asks the browser for every weight. Resolves when they are loaded (at
 * once for a system family, after a warning for an unknown one); a failed file leaves the fallback.
 *
 * @example
 * await loadFont("Lora", fontFiles);
 * // <head>…<style data-vitrine-font="Lora">@font-face{font-family:"Lora";…}</style></head>
 */
export async function loadFont(
  family: string,
  files: FontFiles,
  options: LoadFontOptions = {},
): Promise<void> {
  const doc = options.document ?? document;
  const font = supportedFont(family);
  if (font === undefined) {
    (options.onWarning ?? warnInDevelopment)(
      `font ${JSON.stringify(family)} is not supported (see SUPPORTED_FONTS); nothing to load`,
    );
    return;
  }
  if (font.fontsource === null) return;
  const present = [...doc.head.querySelectorAll(`style[${FONT_STYLE_ATTRIBUTE}]`)].some(
    (style) => style.getAttribute(FONT_STYLE_ATTRIBUTE) === font.family,
  );
  if (!present) {
    const css = fontFaceRules(font.family, files);
    if (css === "") return;
    const style = doc.createElement("style");
    style.setAttribute(FONT_STYLE_ATTRIBUTE, font.family);
    style.textContent = css;
    doc.head.append(style);
  }
  // jsdom and old browsers have no Font Loading API: the rules alone load the files when used.
  if (doc.fonts === undefined) return;
  await Promise.all(
    FONT_WEIGHTS.map((weight) =>
      doc.fonts.load(`${weight} 1em "${font.family}"`).catch(() => undefined),
    ),
  );
}
