import { randomBytes } from "node:crypto";
import { access } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { InitialState } from "@vitrine/contract";
import type { RenderedPage, RenderPageInput } from "../src/ssr/render-page";
import { jsonForScript } from "./html-escape";
import type { PageFrame } from "./page-template";

/** The built server renderer's `renderPage` (`host/dist-server/render-page.js`). */
export type PageRenderer = (input: RenderPageInput) => Promise<RenderedPage>;

/** Where `vite build --ssr` puts the renderer: beside the app's build, never served. */
export const SERVER_RENDERER_FILE = fileURLToPath(
  new URL("../dist-server/render-page.js", import.meta.url),
);

/**
 * The build's server renderer, or `null` when there is none (pages then render in the browser,
 * as before any server rendering).
 *
 * @example
 * const renderer = await loadPageRenderer(); // renderPage of host/dist-server/render-page.js
 */
export async function loadPageRenderer(file = SERVER_RENDERER_FILE): Promise<PageRenderer | null> {
  try {
    await access(file);
  } catch {
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

/** What decides where a page renders. */
export interface RenderRequest {
  state: InitialState;
  url: URL;
  /** The creator's dev server when their browser previews a theme. */
  previewOrigin: string | null;
  /** The customizer's `?theme=`. */
  themeChoice: string | undefined;
}

/**
 * Where a page renders: in-process for a shop on the default theme, in a theme isolate for a shop
 * whose theme is a script, in the browser for a shop that cannot be served and in the owner's
 * modes (`?customizing`, `?previewing`, a preview, the customizer's theme choice).
 *
 * @example
 * renderPlace({ state, url: new URL("http://demo.localhost/products"), previewOrigin: null, themeChoice: undefined }) // "in-process"
 * renderPlace({ state: minimalShopState, url, … }) // "theme-isolate"
 * renderPlace({ state, url: new URL("http://demo.localhost/?customizing"), … }) // "browser"
 */
export function renderPlace({
  state,
  url,
  previewOrigin,
  themeChoice,
}: RenderRequest): "in-process" | "theme-isolate" | "browser" {
  const shop = state.shop;
  const ownerMode =
    previewOrigin !== null ||
    themeChoice !== undefined ||
    url.searchParams.has("customizing") ||
    url.searchParams.has("previewing");
  if (shop === null || state.error !== null || ownerMode) return "browser";
  return shop.theme.script ? "theme-isolate" : "in-process";
}

/**
 * A nonce for one response's inline scripts: React's streamed boundaries reveal themselves with
 * small inline scripts that carry it.
 */
export function scriptNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * How long the page's markup waits for its data before it streams with loading states: data that
 * lands sooner is written in place, so a crawler or a browser without scripts reads the page
 * itself, not placeholders that only React's inline scripts would swap.
 */
export const INLINE_DATA_WAIT_MS = 500;

/**
 * The page's bytes: the frame's start (head, initial state) leaves at once, then React's stream
 * (waiting up to `INLINE_DATA_WAIT_MS` for the data, then as each part is ready), then the
 * snapshot of the data the render used and the frame's end.
 *
 * @example
 * return new Response(pageStream(frame, rendered), { headers: { "Content-Type": "text/html; charset=UTF-8" } });
 */
export function pageStream(
  frame: PageFrame,
  page: Extract<RenderedPage, { type: "page" }>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (reader === undefined) {
        controller.enqueue(encoder.encode(frame.start));
        await settledWithin(page.allReady, INLINE_DATA_WAIT_MS);
        reader = page.body().getReader();
        return;
      }
      const { done, value } = await reader.read();
      if (!done) {
        controller.enqueue(value);
        return;
      }
      await page.allReady;
      controller.enqueue(encoder.encode(frame.end(jsonForScript(page.resources()))));
      controller.close();
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  });
}

function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.then(
      () => {},
      () => {},
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
