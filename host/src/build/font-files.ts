// Relative, not `@vitrine/sdk`: this module is bundled into Vite's config (see vite.config.ts).
import {
  FONT_WEIGHTS,
  fontFileName,
  SUPPORTED_FONTS,
} from "../../../packages/sdk/src/theme/supported-fonts";

/**
 * The build's list of font files (`FontFiles` of the SDK: file name → served URL), at the root
 * of `dist/`; the host server reads it to write each page's `@font-face` rules.
 */
export const FONT_FILES_MANIFEST = "font-files.json";

/** One font file the host serves: its name and the module specifier it is read from. */
export interface FontFileSource {
  name: string;
  specifier: string;
}

/**
 * Every file the host serves: the latin file of each weight of `FONT_WEIGHTS` of each self-hosted
 * family of `SUPPORTED_FONTS`, from its `@fontsource` package (a dependency of the host).
 *
 * @example
 * fontFileSources()[0]
 * // { name: "inter-latin-400-normal.woff2", specifier: "@fontsource/inter/files/inter-latin-400-normal.woff2" }
 */
export function fontFileSources(): FontFileSource[] {
  return SUPPORTED_FONTS.flatMap((font) =>
    font.fontsource === null
      ? []
      : FONT_WEIGHTS.map((weight) => {
          const name = fontFileName(font, weight);
          return { name, specifier: `@fontsource/${font.fontsource}/files/${name}` };
        }),
  );
}
