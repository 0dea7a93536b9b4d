import { PassThrough, Readable } from "node:stream";
import type { ResourceSnapshot } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { type PageRequest, preparePage } from "./prepare-page";

export interface RenderPageInput extends PageRequest {
  /** The response's CSP nonce: React's inline scripts of a streamed page carry it. */
  nonce: string;
  signal?: AbortSignal;
}

export type RenderedPage =
  | { type: "redirect"; location: string }
  | {
      type: "page";
      /** 404 when the router ended on the not-found page. */
      status: 200 | 404;
      /**
       * The app's markup from now on: what is ready is written in place, each Suspense boundary
       * still waiting for its data follows as it lands. Called once.
       */
      body(): ReadableStream<Uint8Array>;
      /** Settles once the whole page is rendered. */
      allReady: Promise<void>;
      /** The answers of the page's `useResource` calls, once `allReady` settled. */
      resources(): ResourceSnapshot;
    };

/**
 * Renders a page of the default theme in-process and streams it (React's `renderToPipeableStream`),
 * each `useResource` load awaited where it is used.
 *
 * @example
 * const page = await renderPage({ state, url: "/products/logo-tee", cookieHeader, fetch, nonce, onError });
 * if (page.type === "redirect") return Response.redirect(page.location, 302);
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const page = await preparePage(input, null);
  if (page.type === "redirect") return page;
  try {
    const rendering = await startRendering(page.tree, input);
    return {
      type: "page",
      status: page.status,
      body: rendering.body,
      allReady: rendering.allReady.finally(page.done),
      resources: () => page.resources.snapshot(),
    };
  } catch (error) {
    page.done();
    throw error;
  }
}

/**
 * React's render of the page, started: it settles once the shell is ready (a shell that fails
 * rejects), and nothing flows until `body()` is called, so boundaries that finished by then are
 * written in place rather than as fallbacks swapped by inline scripts.
 */
function startRendering(
  tree: ReactNode,
  { nonce, onError, signal }: Pick<RenderPageInput, "nonce" | "onError" | "signal">,
): Promise<{ body(): ReadableStream<Uint8Array>; allReady: Promise<void> }> {
  return new Promise((resolveShell, rejectShell) => {
    let allReady!: () => void;
    const ready = new Promise<void>((resolve) => {
      allReady = resolve;
    });
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      // A finished boundary is written in place however large it is (React otherwise moves big
      // ones behind an inline script): a product page reads as a product page without scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError,
      onAllReady: () => allReady(),
      onShellError: rejectShell,
      onShellReady: () =>
        resolveShell({
          body: () => {
            const output = new PassThrough();
            pipe(output);
            return Readable.toWeb(output) as ReadableStream<Uint8Array>;
          },
          allReady: ready,
        }),
    });
    signal?.addEventListener("abort", () => {
      abort(signal.reason);
      allReady();
    });
  });
}
