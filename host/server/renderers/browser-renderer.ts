import type { RenderAnswer, Renderer, RenderJob } from "./renderer";

/**
 * The page without its app's markup: the browser renders it from the initial state, as it does
 * for the owner's modes, a shop that cannot be served, and a page another renderer could not.
 *
 * @example
 * await browserRenderer.render(job) // { type: "page", status: 200, body: "<!doctype html>…<div id=\"app\"></div>…" }
 */
export const browserRenderer = {
  render: async ({ template, parts }: RenderJob): Promise<RenderAnswer> => ({
    type: "page",
    status: 200,
    body: template(parts),
  }),
} satisfies Renderer;
