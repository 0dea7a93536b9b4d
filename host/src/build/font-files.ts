// Relative, not `@vitrine/sdk`: this module is bundled into Vite's config (see vite.config.ts).
import {
  fontFiles,
  fontPackage,
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
 * Every file the host serves: each file of `fontFiles` of each self-hosted family of
 * `SUPPORTED_FONTS` (its variable file, or its latin file of each weight of `FONT_WEIGHTS`), from
 * its package (`fontPackage`, a dependency of the host).
 *
 * @example
 * fontFileSources()[0]
 * // { name: "inter-latin-wght-normal.woff2", specifier: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" }
 */
export function fontFileSources(): FontFileSource[] {
  return SUPPORTED_FONTS.flatMap((font) =>
    font.fontsource === null
      ? []
      : fontFiles(font).map(({ name }) => ({
          name,
          specifier: `${fontPackage(font)}/files/${name}`,
        })),
  );
}
