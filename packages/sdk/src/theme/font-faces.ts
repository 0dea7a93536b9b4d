import {
  fontFileName,
  fontFiles,
  LATIN_UNICODE_RANGE,
  PRELOADED_FONT_WEIGHTS,
  supportedFont,
} from "./supported-fonts";

/**
 * Where the host serves each font file: its URL by the file's name (`fontFileName`). The host's
 * build writes it (hashed names under `/assets/`); the SDK never guesses a URL.
 */
export type FontFiles = Readonly<Record<string, string>>;

/** The fonts of a page's head: one stylesheet per family, and the files to preload. */
export interface ThemeFontFaces {
  faces: Array<{ family: string; css: string }>;
  preloads: string[];
}

/** A URL inside `url("…")` of a `<style>` cannot hold these without leaving the string or element. */
const UNSAFE_URL = /["'\\<>\s]/;

function fileUrl(files: FontFiles, name: string): string | undefined {
  const url = files[name];
  if (url === undefined) return undefined;
  if (UNSAFE_URL.test(url)) throw new TypeError(`Unsafe font URL: ${JSON.stringify(url)}`);
  return url;
}

/**
 * The `@font-face` rules of a supported self-hosted family: one per file of `fontFiles` that
 * `files` lists (a variable family's one file with its weight range), latin range,
 * `font-display: swap` (text shows at once in the fallback and swaps when the file arrives).
 * Empty for a system family or a name outside `SUPPORTED_FONTS`.
 *
 * @example
 * fontFaceRules("Lora", { "lora-latin-wght-normal.woff2": "/assets/lora-latin-wght-normal-x1.woff2" })
 * // '@font-face{font-family:"Lora";font-style:normal;font-weight:400 700;font-display:swap;
 * //   src:url("/assets/lora-latin-wght-normal-x1.woff2") format("woff2");unicode-range:U+0000-00FF,…}'
 */
export function fontFaceRules(family: string, files: FontFiles): string {
  const font = supportedFont(family);
  if (font === undefined || font.fontsource === null) return "";
  return fontFiles(font)
    .flatMap((file) => {
      const url = fileUrl(files, file.name);
      return url === undefined
        ? []
        : [
            `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${file.weight};font-display:swap;src:url("${url}") format("woff2");unicode-range:${LATIN_UNICODE_RANGE}}`,
          ];
    })
    .join("");
}

/**
 * The fonts a shop's theme settings name, for its page head: the `@font-face` rules of the body
 * and heading families (once when they are the same), and the files to preload, those holding
 * the body's regular and the heading's bold weight (once when one file holds both). A system
 * family, an unknown or invalid name adds nothing.
 *
 * @example
 * themeFontFaces({ body_font: "Inter", heading_font: "IBM Plex Serif" }, files)
 * // { faces: [{ family: "Inter", css: "@font-face{…}" }, { family: "IBM Plex Serif", css: "…" }],
 * //   preloads: ["/assets/inter-latin-wght-normal-….woff2", "/assets/ibm-plex-serif-latin-700-normal-….woff2"] }
 */
export function themeFontFaces(
  settings: { body_font?: unknown; heading_font?: unknown } | null | undefined,
  files: FontFiles,
): ThemeFontFaces {
  const result: ThemeFontFaces = { faces: [], preloads: [] };
  const roles = [
    [settings?.body_font, PRELOADED_FONT_WEIGHTS.body],
    [settings?.heading_font, PRELOADED_FONT_WEIGHTS.heading],
  ] as const;
  for (const [name, weight] of roles) {
    const font = typeof name === "string" ? supportedFont(name.trim()) : undefined;
    if (font === undefined || font.fontsource === null) continue;
    if (!result.faces.some((face) => face.family === font.family)) {
      const css = fontFaceRules(font.family, files);
      if (css !== "") result.faces.push({ family: font.family, css });
    }
    const preload = fileUrl(files, fontFileName(font, weight));
    if (preload !== undefined && !result.preloads.includes(preload)) result.preloads.push(preload);
  }
  return result;
}
