import { inlineScriptHashes } from "./content-security-policy";
import { escapeHtml } from "./html-escape";

export interface PageParts {
  /** BCP 47 tag of the shop's locale. */
  lang: string;
  /** Rendered head tags (already escaped). */
  head: string;
  /** The serialized initial state (already safe inside a script element). */
  state: string;
}

export interface PageTemplate {
  (parts: PageParts): string;
  /** CSP sources (`'sha256-…'`) of the inline scripts the built page runs: its import map. */
  readonly inlineScriptHashes: readonly string[];
}

const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/**
 * Compiles a built HTML page into a function of the per-request parts, so each request only
 * concatenates strings. The template's own `<title>`, description and `lang` give way to the
 * shop's; the head tags and the initial-state block go at the end of `<head>`, after the import
 * map and module preloads the build put there.
 *
 * @example
 * const page = compilePageTemplate('<html lang="en"><head><title>x</title></head><body></body></html>');
 * page({ lang: "fr", head: "<title>Boutique</title>", state: "{}" })
 * // '<html lang="fr"><head><title>Boutique</title>
 * // <script type="application/json" id="vitrine-state">{}</script></head><body></body></html>'
 */
export function compilePageTemplate(html: string): PageTemplate {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, "");
  const htmlTag = /<html\b[^>]*>/i.exec(cleaned);
  const headEnd = cleaned.search(/<\/head>/i);
  if (htmlTag === null || headEnd < htmlTag.index) {
    throw new Error("The page template needs an <html> element and a </head>");
  }
  const otherAttributes = htmlTag[0]
    .slice("<html".length, -1)
    .replace(/\s+lang=("[^"]*"|'[^']*'|\S+)/i, "");
  const beforeHtml = cleaned.slice(0, htmlTag.index);
  const head = cleaned.slice(htmlTag.index + htmlTag[0].length, headEnd);
  const rest = cleaned.slice(headEnd);
  const render = ({ lang, head: headTags, state }: PageParts) =>
    `${beforeHtml}<html lang="${escapeHtml(LOCALE.test(lang) ? lang : "en")}"${otherAttributes}>${head}${headTags}\n<script type="application/json" id="vitrine-state">${state}</script>${rest}`;
  return Object.assign(render, { inlineScriptHashes: inlineScriptHashes(cleaned) });
}
