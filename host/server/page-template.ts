import { RESOURCE_SNAPSHOT_ELEMENT_ID } from "@vitrine/sdk/react";
import { MISSING_RESOURCE, SERVER_RENDERED_ATTRIBUTE } from "../src/ssr/page-markers";
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

/** A server-rendered page around its streamed app markup. */
export interface PageFrame {
  /** Up to and with the app element's opening tag, marked as server-rendered. */
  start: string;
  /** From the app element's closing tag, with the page's resource snapshot block after it. */
  end(resourceSnapshot: string): string;
}

export interface PageTemplate {
  (parts: PageParts): string;
  /**
   * The same page for a server render: the app's markup goes between `start` and `end`;
   * `missingResource` when what it renders is the not-found page of a missing resource.
   */
  frame(parts: PageParts, missingResource?: boolean): PageFrame;
  /** CSP sources (`'sha256-…'`) of the inline scripts the built page runs: its import map. */
  readonly inlineScriptHashes: readonly string[];
}

const APP_ELEMENT = /<div id="app"><\/div>/;
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
  const frame = (parts: PageParts, missingResource = false): PageFrame => {
    const page = render(parts);
    const app = APP_ELEMENT.exec(page);
    if (app === null) throw new Error('The page template has no empty <div id="app"></div>');
    const start = page.slice(0, app.index);
    const after = page.slice(app.index + app[0].length);
    return {
      start: `${start}<div id="app" ${SERVER_RENDERED_ATTRIBUTE}="${missingResource ? MISSING_RESOURCE : ""}">`,
      end: (resourceSnapshot) =>
        `</div><script type="application/json" id="${RESOURCE_SNAPSHOT_ELEMENT_ID}">${resourceSnapshot}</script>${after}`,
    };
  };
  return Object.assign(render, { frame, inlineScriptHashes: inlineScriptHashes(cleaned) });
}
