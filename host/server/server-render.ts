import { randomBytes } from "node:crypto";
import { access } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { InitialState } from "@vitrine/contract";
import type { RenderedPage, RenderPageInput } from "../src/ssr/render-page";
import { jsonForScript } from "./html-escape";
import type { PageFrame } from "./page-template";

/** The built server renderer's `renderPage` (`dist/server/render-page.js`). */
export type PageRenderer = (input: RenderPageInput) => Promise<RenderedPage>;

/** Where `vite build --ssr` puts the renderer in the host's build. */
export const SERVER_RENDERER_FILE = join("server", "render-page.js");

/**
 * The build's server renderer, or `null` when the build has none (pages then render in the
 * browser, as before any server rendering).
 *
 * @example
 * const renderer = await loadPageRenderer("host/dist"); // renderPage of host/dist/server/render-page.js
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | null> {
  const file = join(distDir, SERVER_RENDERER_FILE);
  try {
    await access(file);
  } catch {
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

/** What decides whether a page renders on the server. */
export interface RenderRequest {
  state: InitialState;
  url: URL;
  /** The creator's dev server when their browser previews a theme. */
  previewOrigin: string | null;
  /** The customizer's `?theme=`. */
  themeChoice: string | undefined;
}

/**
 * Whether the server renders this page: a shop that can be served, on the default theme (a
 * theme script renders in the browser), outside the owner's modes (`?customizing`,
 * `?previewing`, a preview or the customizer's theme choice), which stay browser-rendered.
 *
 * @example
 * rendersOnServer({ state, url: new URL("http://demo.localhost/products"), previewOrigin: null, themeChoice: undefined }) // true
 * rendersOnServer({ state, url: new URL("http://demo.localhost/?customizing"), … }) // false
 */
export function rendersOnServer({
  state,
  url,
  previewOrigin,
  themeChoice,
}: RenderRequest): boolean {
  const shop = state.shop;
  return (
    shop !== null &&
    state.error === null &&
    !shop.theme.script &&
    previewOrigin === null &&
    themeChoice === undefined &&
    !url.searchParams.has("customizing") &&
    !url.searchParams.has("previewing")
  );
}

/**
 * A nonce for one response's inline scripts: React's streamed boundaries reveal themselves with
 * small inline scripts that carry it.
 */
export function scriptNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The page's bytes: the frame's start (head, initial state) leaves at once, then React's stream
 * as each part is ready, then the snapshot of the data the render used and the frame's end.
 *
 * @example
 * return new Response(pageStream(frame, rendered), { headers: { "Content-Type": "text/html; charset=UTF-8" } });
 */
export function pageStream(
  frame: PageFrame,
  page: Extract<RenderedPage, { type: "page" }>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = page.body.getReader();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(frame.start));
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
      return reader.cancel(reason);
    },
  });
}
