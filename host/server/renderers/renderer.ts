import type { FetchLike } from "@vitrine/sdk";
import type { IsolateRequest } from "../../src/ssr/isolate/isolate-protocol";
import type { PageParts, PageTemplate } from "../page-template";

/** Everything a renderer gets for one page. */
export interface RenderJob {
  /** What the page renders from, JSON: its state, address, cookies, a missing resource. */
  request: IsolateRequest;
  /** The page's HTML (`template(parts)`), or its frame around a server render (`template.frame`). */
  template: PageTemplate;
  parts: PageParts;
  /** The shop API as the visitor, each GET once per request: the resource already looked up. */
  fetch: FetchLike;
  /** The page's address, which the SDK's calls resolve against. */
  pageUrl: string;
  /** Aborts when the visitor leaves. */
  signal: AbortSignal;
  /** Where a failed render goes; the next renderer answers instead. */
  reportError(error: unknown): void;
}

export type RenderAnswer =
  | { type: "redirect"; location: string }
  | {
      type: "page";
      /** 404 when the router ended on the not-found page. */
      status: 200 | 404;
      body: string | ReadableStream<Uint8Array>;
      /** The nonce the page's inline scripts carry, when it has some. */
      nonce?: string;
    };

/**
 * One way to render a page: in process (`inProcessRenderer`), in a theme worker's isolate
 * (`themeIsolateRenderer`), or not at all, leaving it to the browser (`browserRenderer`).
 * `null` says this one could not (it failed, or the theme is quarantined): the next one renders
 * it, and the browser always does.
 */
export interface Renderer {
  render(job: RenderJob): Promise<RenderAnswer | null>;
}
