import type { InitialState, Product } from "@vitrine/contract";
import { cssVariablesRule, pageTitle, themeCssVariables } from "@vitrine/sdk";
import {
  FONT_STYLE_ATTRIBUTE,
  type FontFiles,
  type ThemeFontFaces,
  themeFontFaces,
} from "@vitrine/sdk/host";
import { escapeHtml, jsonForScript } from "./html-escape";
import { productImageUrls, productJsonLd } from "./product-json-ld";
import { type ScreenLanguage, shopErrorTitle } from "./screen-language";

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL without query; `null` when there is no shop to be canonical for. */
  canonical: string | null;
  noindex: boolean;
  /** `og:*` properties in order. */
  openGraph: Array<[property: string, content: string]>;
  jsonLd: Record<string, unknown> | null;
  /**
   * The `:root` rule of the shop's theme settings as CSS variables: in the page from the first
   * paint, so the colour maths stays out of the browser's first load.
   */
  themeVariables: string | null;
  /**
   * The `@font-face` rules of the families the settings name and the files to preload, so the
   * shop's fonts load with the page rather than after a script asks for them.
   */
  fonts: ThemeFontFaces;
  /**
   * The live theme version's stylesheets (or a preview's), in the head so the theme's pages never
   * paint unstyled; after the host's own CSS, so the theme's rules win.
   */
  themeStyles: ThemeStyle[];
}

/** A theme stylesheet: linked, or carried in the page when its text is known (`inlineStyle`). */
export interface ThemeStyle {
  href: string;
  css: string | null;
}

/** The attribute that marks the theme's stylesheets: a preview's hot swap finds its links by it. */
export const THEME_STYLE_ATTRIBUTE = "data-vitrine-theme-style";

export interface PageHeadInput {
  state: InitialState;
  /** The request's path, still percent-encoded, without query. */
  path: string;
  /** The product of a `/products/{slug}` page, when it was found. */
  product: Product | null;
  /** The route record says search engines may list the page (`noindex` otherwise). */
  indexable: boolean;
  /** The build's font files (`font-files.json`); without them no font is declared. */
  fontFiles?: FontFiles;
  /** The language of a page without a shop (`screenLanguage`); English when not given. */
  screenLanguage?: ScreenLanguage;
}

const DESCRIPTION_LENGTH = 160;

/**
 * Plain text shortened for a meta description: whitespace collapsed, cut at a word boundary.
 *
 * @example
 * summarize("Soft   cotton.\n\nMade to last.", 12) // "Soft cotton.…"
 */
export function summarize(text: string, maxLength = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The shop's own URL for a request path. A path such as `//evil.example/` is a path of this
 * shop, never a protocol-relative address: the result always has the shop's origin.
 * @example urlOnOrigin("http://demo.localhost:3000", "/products/tee") // "http://demo.localhost:3000/products/tee"
 * @example urlOnOrigin("http://demo.localhost:3000", "//evil.example/") // "http://demo.localhost:3000/evil.example/"
 */
export function urlOnOrigin(baseUri: string, path: string): string {
  const { origin } = new URL(baseUri);
  const url = new URL(`${origin}/${path.replace(/^[/\\]+/, "")}`);
  return url.origin === origin ? url.href : `${origin}/`;
}

/**
 * What a page's head says: the shop's title and description, or the product's on a product page
 * (with its JSON-LD); canonical is the shop's origin plus the path. A page without a shop is
 * titled as its error screen, in `screenLanguage`. Error pages and pages the route
 * record does not let crawlers list (the membership area, an unknown address) are `noindex`.
 *
 * @example
 * pageHead({ state: demoState, path: "/products/tee", product: tee, indexable: true })
 * // { title: "Tee · Maya Makes", canonical: "http://demo.localhost:3000/products/tee",
 * //   noindex: false, openGraph: [["og:type", "product"], …], jsonLd: { "@type": "Product", … } }
 */
export function pageHead({
  state,
  path,
  product,
  indexable,
  fontFiles = {},
  screenLanguage = "en",
}: PageHeadInput): PageHead {
  const { shop } = state;
  if (shop === null) {
    return {
      // The heading of the screen the browser shows, in the visitor's language.
      title: shopErrorTitle(state.error?.status, screenLanguage),
      description: "",
      canonical: null,
      noindex: true,
      openGraph: [],
      jsonLd: null,
      themeVariables: null,
      fonts: { faces: [], preloads: [] },
      themeStyles: [],
    };
  }
  const canonical = urlOnOrigin(shop.baseUri, path);
  const title = pageTitle(product?.name, shop.name);
  const description = summarize(product ? product.description : shop.description);
  const image = product
    ? productImageUrls(product, shop.baseUri)[0]
    : shop.logoUrl
      ? new URL(shop.logoUrl, shop.baseUri).href
      : undefined;
  const openGraph: Array<[string, string]> = [
    ["og:type", product ? "product" : "website"],
    ["og:site_name", shop.name],
    ["og:title", product ? product.name : shop.name],
    ["og:description", description],
    ["og:url", canonical],
    ...(image ? [["og:image", image] as [string, string]] : []),
  ];
  return {
    title,
    description,
    canonical,
    noindex: !indexable,
    openGraph,
    jsonLd: product ? productJsonLd(product, shop, canonical) : null,
    themeVariables: cssVariablesRule(
      themeCssVariables(shop.theme.settings, { ownSchema: shop.theme.settingsSchema }),
    ),
    fonts: themeFontFaces(shop.theme.settings, fontFiles),
    // Only web addresses: the state comes from the platform, but a link is no place for anything else.
    themeStyles: (shop.theme.styles ?? [])
      .filter((href) => /^https?:\/\//.test(href))
      .map((href) => ({ href, css: null })),
  };
}

/**
 * The head's tags as HTML, every value escaped.
 *
 * @example
 * renderPageHead({ title: "A & B", description: "", canonical: null, noindex: true, …, themeVariables: null, fonts: { faces: [], preloads: [] }, themeStyles: [] })
 * // '<title>A &amp; B</title>\n<meta name="robots" content="noindex">'
 */
export function renderPageHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const [property, content] of head.openGraph) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  for (const href of head.fonts.preloads) {
    // Fonts are fetched in CORS mode even from the same origin: without `crossorigin` the
    // preloaded file would not be the one the `@font-face` asks for, and would download twice.
    // Low priority: found early, but never ahead of the app's script, which draws the page (on
    // Lighthouse's phone a high-priority font preload cost the home page's LCP 0.3–0.5 s).
    tags.push(
      `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin fetchpriority="low">`,
    );
  }
  for (const face of head.fonts.faces) {
    // `fontFaceRules` writes supported family names and refuses URLs that could leave the element.
    tags.push(`<style ${FONT_STYLE_ATTRIBUTE}="${escapeHtml(face.family)}">${face.css}</style>`);
  }
  if (head.themeVariables) {
    // `cssVariablesRule` refuses `<`, `>` and anything else that could leave the rule or element.
    tags.push(`<style id="vitrine-theme-variables">${head.themeVariables}</style>`);
  }
  for (const { href, css } of head.themeStyles) {
    // `inlineStyle` refuses `<` and anything that would resolve against the file's own address.
    tags.push(
      css === null
        ? `<link rel="stylesheet" href="${escapeHtml(href)}" ${THEME_STYLE_ATTRIBUTE}>`
        : `<style ${THEME_STYLE_ATTRIBUTE}="${escapeHtml(href)}">${css}</style>`,
    );
  }
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join("\n");
}
