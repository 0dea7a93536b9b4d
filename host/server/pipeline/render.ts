import type { Product } from "@vitrine/contract";
import { type FontFiles, serializeInitialState } from "@vitrine/sdk/host";
import { createMiddleware } from "hono/factory";
import { pageHead, renderPageHead } from "../page-head";
import type { PageTemplate } from "../page-template";
import { browserRenderer } from "../renderers/browser-renderer";
import type { Renderer, RenderJob } from "../renderers/renderer";
import { screenLanguage } from "../screen-language";
import { renderPlace } from "../server-render";
import { shopRedirectPath } from "../shop-redirect";
import type { ThemeFiles } from "../theme-files";
import type { PageEnv, Visit } from "./page-env";

export interface RenderOptions {
  template: PageTemplate;
  /** The storefront renders where `renderPlace` says; the customize page in the browser. */
  page: "storefront" | "customizer";
  /** The renderers this server has, by place; the browser renders what they cannot. */
  renderers: { "in-process"?: Renderer | undefined; "theme-isolate"?: Renderer | undefined };
  fontFiles: FontFiles;
  themeFiles: ThemeFiles;
  reportError(error: unknown, context: string): void;
}

/**
 * The last step of a page: its head (from the state, the route and the resource found), then one
 * renderer after another until one answers (`Renderer`): the one of the page's place, then the
 * browser. A renderer's redirect is followed only to a path of this shop (`shopRedirectPath`).
 * Sets `c.var.rendered` for the steps that add headers on the way out.
 *
 * @example
 * app.get("/*", shopResolution, …, render({ template: indexPage, page: "storefront", renderers, … }))
 */
export function render(options: RenderOptions) {
  const { template, page, renderers } = options;
  return createMiddleware<PageEnv>(async (c) => {
    const { visit, status, match, resource } = c.var;
    const { state, url } = visit;
    // Without a shop there is no locale to follow: the error screen is in the visitor's language.
    const visitorLanguage = screenLanguage(c.req.header("Accept-Language"));
    const head = await options.themeFiles.withThemeStyles(
      pageHead({
        state,
        path: url.pathname,
        product:
          match?.route.name === "product" ? ((resource?.data ?? null) as Product | null) : null,
        indexable: match?.route.indexable ?? false,
        fontFiles: options.fontFiles,
        screenLanguage: visitorLanguage,
      }),
      state,
    );
    const job: RenderJob = {
      request: {
        state,
        url: `${url.pathname}${url.search}`,
        missingResource: resource?.missing ?? false,
        cookieHeader: visit.cookieHeader,
      },
      template,
      parts: {
        lang: state.shop?.locale ?? visitorLanguage,
        head: renderPageHead(head),
        state: serializeInitialState(state),
      },
      fetch: visit.fetch,
      pageUrl: visit.pageUrl,
      signal: c.req.raw.signal,
      reportError: (error) => options.reportError(error, `render ${c.req.path}`),
    };
    const place = placeOf(page, visit);
    const server = place === "browser" ? undefined : renderers[place];
    const answer = (await answerOf(server, job)) ?? (await browserRenderer.render(job));
    if (answer.type === "redirect") return c.redirect(answer.location, 302);
    const finalStatus = status === 200 ? answer.status : status;
    c.set("rendered", { status: finalStatus, nonce: answer.nonce });
    return c.body(answer.body, finalStatus, {
      "Content-Type": "text/html; charset=UTF-8",
      ...(state.shop === null ? { Vary: "Accept-Language" } : {}),
    });
  });
}

/** A renderer's answer, its redirect kept only to a path of this shop (`shopRedirectPath`). */
async function answerOf(renderer: Renderer | undefined, job: RenderJob) {
  const answer = await renderer?.render(job);
  if (answer?.type !== "redirect") return answer ?? null;
  const location = shopRedirectPath(answer.location);
  return location === null ? null : { ...answer, location };
}

function placeOf(page: RenderOptions["page"], visit: Visit) {
  const { state, url, previewOrigin, themeChoice } = visit;
  return page === "storefront"
    ? renderPlace({ state, url, previewOrigin, themeChoice })
    : "browser";
}
