import { createMiddleware } from "hono/factory";
import { pageSecurityPolicy } from "../content-security-policy";
import type { PageEnv } from "./page-env";

/**
 * On every response (files, pages, the API, errors): no MIME sniffing, and no full URL handed to
 * other sites as a referrer.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  c.res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
});

export interface PagePolicyOptions {
  /** CSP sources of the template's own inline scripts (`PageTemplate.inlineScriptHashes`). */
  inlineScriptHashes: readonly string[];
  /**
   * Whether the customizer may frame the page: the storefront's pages yes; the customize page
   * is framed by nothing but itself.
   */
  framedByCustomizer: boolean;
}

/**
 * A rendered page's `Content-Security-Policy` (`pageSecurityPolicy`): scripts from the shop's
 * origin, the template's import map and, when its render wrote inline scripts, their nonce; a
 * preview's dev server; the frames allowed. A redirect or a refusal keeps its own headers.
 *
 * @example
 * app.get("/*", …, pagePolicy({ inlineScriptHashes: indexPage.inlineScriptHashes, framedByCustomizer: true }), render)
 */
export function pagePolicy({ inlineScriptHashes, framedByCustomizer }: PagePolicyOptions) {
  return createMiddleware<PageEnv>(async (c, next) => {
    await next();
    const rendered = c.var.rendered;
    if (rendered === undefined) return;
    const { state, previewOrigin } = c.var.visit;
    const policy = pageSecurityPolicy({
      customizerOrigin: framedByCustomizer ? state.app.customizerOrigin : "",
      assetsHost: state.endpoints.assetsHost,
      inlineScriptHashes,
      previewOrigin,
      nonce: rendered.nonce,
    });
    c.res.headers.set("Content-Security-Policy", policy);
  });
}
