import { warnInDevelopment } from "./warn-in-development";

/** A family that theme settings (`body_font`, `heading_font`) may name. */
export interface SupportedFont {
  /** The name as settings spell it and as CSS's `font-family` knows it. */
  readonly family: string;
  /**
   * What the browser shows until the family's file arrives, and instead of a character the file
   * lacks. A system family has no file: its value is this stack alone, starting with itself.
   */
  readonly fallback: string;
  /** The Fontsource id of the package the host serves the family's files from (`fontPackage`); `null` for a system family. */
  readonly fontsource: string | null;
  /**
   * Served as one variable file holding every weight (`@fontsource-variable/{id}`), rather than one
   * file per weight of `FONT_WEIGHTS` (`@fontsource/{id}`): a page with regular, semibold and bold
   * text fetches one file, about two thirds of the three static ones' bytes.
   */
  readonly variable: boolean;
}

const SANS_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF_STACK = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif';
const MONO_STACK = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** The stack of the default font, and of any family outside `SUPPORTED_FONTS`. */
export const SYSTEM_FONT_STACK = SANS_STACK;

/**
 * Every family theme settings may name, with its fallback stack: the system's own (no file) and
 * the families the host self-hosts from their Fontsource package (`fontPackage`: each must be a
 * dependency of `host/`, whose build copies their files), variable where Fontsource has the family
 * so. The names are the contract's
 * `SUPPORTED_FONT_FAMILIES`, which the shop API checks saved settings against, in its order (a
 * test holds them equal). They are written again here rather than imported because the host's
 * Vite config bundles this module, and Node cannot load the contract's TypeScript from there. To
 * add one: a family with a variable package whose weight axis spans `FONT_WEIGHTS` (or a static
 * package with every weight of it), its name in `SUPPORTED_FONT_FAMILIES`, its entry here, and the
 * package at an exact version in `host/package.json`.
 */
export const SUPPORTED_FONTS: readonly SupportedFont[] = Object.freeze([
  { family: "system-ui", fallback: SANS_STACK, fontsource: null, variable: false },
  { family: "serif", fallback: SERIF_STACK, fontsource: null, variable: false },
  { family: "monospace", fallback: MONO_STACK, fontsource: null, variable: false },
  { family: "Inter", fallback: SANS_STACK, fontsource: "inter", variable: true },
  { family: "DM Sans", fallback: SANS_STACK, fontsource: "dm-sans", variable: true },
  { family: "Work Sans", fallback: SANS_STACK, fontsource: "work-sans", variable: true },
  { family: "Space Grotesk", fallback: SANS_STACK, fontsource: "space-grotesk", variable: true },
  { family: "IBM Plex Sans", fallback: SANS_STACK, fontsource: "ibm-plex-sans", variable: true },
  {
    family: "IBM Plex Serif",
    fallback: SERIF_STACK,
    fontsource: "ibm-plex-serif",
    variable: false,
  },
  { family: "Lora", fallback: SERIF_STACK, fontsource: "lora", variable: true },
  {
    family: "Playfair Display",
    fallback: SERIF_STACK,
    fontsource: "playfair-display",
    variable: true,
  },
  { family: "Source Serif 4", fallback: SERIF_STACK, fontsource: "source-serif-4", variable: true },
  { family: "IBM Plex Mono", fallback: MONO_STACK, fontsource: "ibm-plex-mono", variable: false },
  { family: "JetBrains Mono", fallback: MONO_STACK, fontsource: "jetbrains-mono", variable: true },
]);

/**
 * The weights the themes' CSS uses (`font-weight` 400, 600 and 700; headings and `<strong>` are
 * bold by default): only these files are served. A weight outside it is synthesised by the browser.
 */
export const FONT_WEIGHTS: readonly number[] = Object.freeze([400, 600, 700]);

/**
 * The weight each role's text is mostly set in, whose file the page head preloads: body text is
 * regular, headings (`h1`–`h3`, the logo) bold.
 */
export const PRELOADED_FONT_WEIGHTS = Object.freeze({ body: 400, heading: 700 });

/** Fontsource's latin subset: the only one served, as shops' text is latin. */
export const LATIN_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

const BY_FAMILY = new Map(SUPPORTED_FONTS.map((font) => [font.family, font]));

/**
 * The supported family a setting names, `undefined` for any other name (exact spelling).
 *
 * @example
 * supportedFont("Space Grotesk") // { family: "Space Grotesk", fallback: "system-ui, …", fontsource: "space-grotesk" }
 * supportedFont("Comic Sans MS") // undefined
 */
export function supportedFont(name: string): SupportedFont | undefined {
  return BY_FAMILY.get(name);
}

/**
 * The `font-family` value for a family name of the settings: a self-hosted family quoted before
 * its fallback stack, a system family its stack alone. A name outside `SUPPORTED_FONTS` gets the
 * system stack and a warning (by default in development only), as the browser has no file for it.
 *
 * @example
 * fontStack("Space Grotesk") // '"Space Grotesk", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
 * fontStack("serif")         // 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif'
 * fontStack("Papyrus")       // SYSTEM_FONT_STACK, after warning "font "Papyrus" is not supported; …"
 */
export function fontStack(
  name: string,
  onWarning: (message: string) => void = warnInDevelopment,
): string {
  const font = supportedFont(name);
  if (font === undefined) {
    onWarning(
      `font ${JSON.stringify(name)} is not supported (see SUPPORTED_FONTS); using the system font stack`,
    );
    return SYSTEM_FONT_STACK;
  }
  return font.fontsource === null ? font.fallback : `"${font.family}", ${font.fallback}`;
}

/** One file of a self-hosted family: its name and the `font-weight` it holds ("400", or "400 700"). */
export interface FontFile {
  readonly name: string;
  readonly weight: string;
}

/**
 * The files the host serves of a self-hosted family, latin only, as its package names them under
 * `files/`: one variable file holding every weight of `FONT_WEIGHTS`, or one file per weight.
 *
 * @example
 * fontFiles(supportedFont("Inter")!)          // [{ name: "inter-latin-wght-normal.woff2", weight: "400 700" }]
 * fontFiles(supportedFont("IBM Plex Serif")!) // [{ name: "ibm-plex-serif-latin-400-normal.woff2", weight: "400" }, …600, …700]
 */
export function fontFiles(font: SupportedFont): FontFile[] {
  const id = fontsourceId(font);
  if (font.variable) {
    const range = `${Math.min(...FONT_WEIGHTS)} ${Math.max(...FONT_WEIGHTS)}`;
    return [{ name: variableFileName(id), weight: range }];
  }
  return FONT_WEIGHTS.map((weight) => ({
    name: weightFileName(id, weight),
    weight: String(weight),
  }));
}

/** A static package's latin file of one weight, as Fontsource names it. */
function weightFileName(id: string, weight: number): string {
  return `${id}-latin-${weight}-normal.woff2`;
}

/** A variable package's latin file, which holds every weight, as Fontsource names it. */
function variableFileName(id: string): string {
  return `${id}-latin-wght-normal.woff2`;
}

/** A self-hosted family's Fontsource id; a system family has no file, which is an error. */
function fontsourceId(font: SupportedFont): string {
  if (font.fontsource === null) {
    throw new TypeError(`${font.family} is a system family: it has no file`);
  }
  return font.fontsource;
}

/**
 * The name of the self-hosted family's file that holds one weight (and the host's font manifest
 * key for it): the variable file, or that weight's own.
 *
 * @example
 * fontFileName(supportedFont("Space Grotesk")!, 700)  // "space-grotesk-latin-wght-normal.woff2"
 * fontFileName(supportedFont("IBM Plex Serif")!, 700) // "ibm-plex-serif-latin-700-normal.woff2"
 */
export function fontFileName(font: SupportedFont, weight: number): string {
  const id = fontsourceId(font);
  return font.variable ? variableFileName(id) : weightFileName(id, weight);
}

/**
 * The npm package a self-hosted family's files come from.
 *
 * @example
 * fontPackage(supportedFont("Inter")!)          // "@fontsource-variable/inter"
 * fontPackage(supportedFont("IBM Plex Serif")!) // "@fontsource/ibm-plex-serif"
 */
export function fontPackage(font: SupportedFont): string {
  if (font.fontsource === null) {
    throw new TypeError(`${font.family} is a system family: it has no package`);
  }
  return `${font.variable ? "@fontsource-variable" : "@fontsource"}/${font.fontsource}`;
}
