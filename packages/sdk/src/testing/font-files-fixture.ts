import type { FontFiles } from "../theme/font-faces";
import { fontFiles, SUPPORTED_FONTS } from "../theme/supported-fonts";

/**
 * Every file of every self-hosted family at a hashed-looking `/assets/` URL, as a host build's
 * `font-files.json` lists them: the fixture of the tests that turn font files into a page head.
 *
 * @example
 * FONT_FILES_FIXTURE["inter-latin-wght-normal.woff2"] // "/assets/inter-latin-wght-normal-h4sh.woff2"
 */
export const FONT_FILES_FIXTURE: FontFiles = Object.fromEntries(
  SUPPORTED_FONTS.flatMap((font) =>
    font.fontsource === null
      ? []
      : fontFiles(font).map(({ name }) => [
          name,
          `/assets/${name.replace(".woff2", "-h4sh.woff2")}`,
        ]),
  ),
);
