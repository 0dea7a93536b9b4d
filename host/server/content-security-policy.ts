import { createHash } from "node:crypto";
import { exactOrigin } from "@vitrine/sdk/host";
import { frameAncestorsPolicy } from "./frame-ancestors";

/** Inline `<script>` types a browser runs (an import map counts); JSON blocks are only data. */
const RUNNABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "text/javascript",
  "application/javascript",
]);

/**
 * The CSP source of each inline script a built page runs, by hash: the build's import map is the
 * same for every request, so its hash is worked out once and no nonce is needed.
 * @example inlineScriptHashes('<script type="importmap">{"imports":{}}</script>') // ["'sha256-…'"]
 * @example inlineScriptHashes('<script type="application/json">{}</script>') // []
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // Comments first: one that mentions a `<script>` tag must not swallow the real one after it.
  const markup = html.replace(/<!--[\s\S]*?-->/g, "");
  for (const [, attributes = "", body = ""] of markup.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/**
 * The `Content-Security-Policy` of a page: scripts only from the shop's own origin, the assets
 * host (theme scripts) and the page's own inline scripts by hash, so markup that slipped into a
 * page cannot run; no plugins; no `<base>` pointing elsewhere; framed only by the shop and its
 * customizer. Images, styles, fonts and API calls are left to the theme, so no `style-src` or
 * `connect-src` is written: a preview's stylesheet and event stream need no entry there.
 * `previewOrigin`, the creator's loopback dev server while their browser previews a theme, is let
 * into `script-src` for that response only, as is the response's `nonce` for React's streamed
 * inline scripts.
 *
 * @example
 * pageSecurityPolicy({ customizerOrigin: "http://demo.localhost:3000", assetsHost: "https://cdn.test", inlineScriptHashes: ["'sha256-abc='"] })
 * // "script-src 'self' https://cdn.test 'sha256-abc='; object-src 'none'; base-uri 'self'; frame-ancestors 'self' http://demo.localhost:3000"
 */
export function pageSecurityPolicy(page: {
  customizerOrigin: string;
  assetsHost: string;
  inlineScriptHashes: readonly string[];
  previewOrigin?: string | null;
  /** A server-rendered page's nonce: React's streamed inline scripts carry it. */
  nonce?: string;
}): string {
  const scriptSources = [
    "'self'",
    page.nonce ? `'nonce-${page.nonce}'` : "",
    exactOrigin(page.assetsHost),
    page.previewOrigin ? exactOrigin(page.previewOrigin) : "",
    ...page.inlineScriptHashes,
  ];
  return [
    `script-src ${scriptSources.filter(Boolean).join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    frameAncestorsPolicy(page.customizerOrigin),
  ].join("; ");
}
