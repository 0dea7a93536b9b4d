import { type PageRenderer, pageStream, scriptNonce } from "../server-render";
import type { Renderer } from "./renderer";

/**
 * Renders a page of the default theme in this process with the build's server renderer
 * (`loadPageRenderer`), streamed: the frame's head leaves at once, the app as it renders. A
 * render that fails is reported and left to the browser.
 *
 * @example
 * const renderer = inProcessRenderer(await loadPageRenderer());
 * await renderer.render(job) // { type: "page", status: 200, body: ReadableStream, nonce: "…" }
 */
export function inProcessRenderer(renderPage: PageRenderer): Renderer {
  return {
    async render({ request, template, parts, fetch, signal, reportError }) {
      // React's streamed boundaries reveal themselves with inline scripts that carry it.
      const nonce = scriptNonce();
      const rendered = await renderPage({
        ...request,
        fetch,
        nonce,
        onError: reportError,
        signal,
      }).catch((error: unknown) => void reportError(error));
      if (rendered === undefined) return null;
      if (rendered.type === "redirect") return rendered;
      const frame = template.frame(parts, request.missingResource);
      return { type: "page", status: rendered.status, body: pageStream(frame, rendered), nonce };
    },
  };
}
