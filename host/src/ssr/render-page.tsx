import { PassThrough, Readable } from "node:stream";
import { createMemoryHistory } from "@tanstack/react-router";
import type { InitialState } from "@vitrine/contract";
import { createMemoryCookieJar, createStorefront, type FetchLike } from "@vitrine/sdk";
import {
  createServerResources,
  type ResourceSnapshot,
  type ThemeDefinition,
} from "@vitrine/sdk/react";
import { defaultTheme } from "@vitrine/theme-default";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { AppTree, hostShell } from "../boot/app-tree";
import { createHostI18n, hostTranslations, themeTranslations } from "../i18n/host-i18n";
import { createHostRouter } from "../routes/create-host-router";
import { mergeThemes } from "../theme/merge-themes";

export interface RenderPageInput {
  /** The page's initial state, for a shop that can be served (`shop` set, no `error`). */
  state: InitialState;
  /** The requested address: path and query. */
  url: string;
  /** The page's one resource does not exist (the server's lookup answered 404). */
  missingResource?: boolean;
  /** The visitor's `Cookie` header: the auth and cart tokens the page is rendered for. */
  cookieHeader: string;
  /** Reaches the shop API as the visitor, in-process; the SDK's calls go through it. */
  fetch: FetchLike;
  /** The shop's theme script, already loaded, when its handle is not the default's. */
  scriptTheme?: ThemeDefinition | null;
  /** The response's CSP nonce: React's inline scripts of a streamed page carry it. */
  nonce: string;
  /** Where failures during the render go; the page still answers. */
  onError: (error: unknown) => void;
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
 * Renders a page on the server as the browser's boot would (DESIGN "Server rendering"): the
 * storefront of the request's visitor, the theme and strings of the shop, the cart and profile,
 * the router on the requested address. A guard's redirect or a bare parent's comes back as
 * `redirect`; otherwise the page streams, each `useResource` load awaited where it is used.
 *
 * @example
 * const page = await renderPage({ state, url: "/products/logo-tee", cookieHeader, fetch, nonce, onError });
 * if (page.type === "redirect") return Response.redirect(page.location, 302);
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const { state } = input;
  const shop = state.shop;
  if (shop === null) throw new Error("renderPage needs a shop that can be served");
  const path = new URL(input.url, "http://page.invalid").pathname;
  const storefront = createStorefront({
    shopId: shop.id,
    endpoints: state.endpoints,
    locale: shop.locale,
    initialState: state,
    cookies: createMemoryCookieJar(input.cookieHeader),
    fetch: input.fetch,
    onError: input.onError,
  });
  try {
    const scriptTheme = input.scriptTheme ?? null;
    const [translations] = await Promise.all([
      createHostI18n(shop.locale, [
        hostTranslations,
        themeTranslations(defaultTheme),
        ...(scriptTheme === null ? [] : [themeTranslations(scriptTheme)]),
      ]),
      storefront.stores.cart.loadAtStartup(path),
      storefront.session.current().loggedIn ? storefront.stores.auth.loadProfile() : null,
    ]);
    const router = createHostRouter({
      storefront,
      theme: mergeThemes(defaultTheme, scriptTheme ?? undefined),
      inFrame: false,
      history: createMemoryHistory({ initialEntries: [input.url] }),
      shell: hostShell(),
      missingResourceAt: input.missingResource ? path : null,
    });
    await router.load();
    // The server lane's outcome (TanStack Start reads the same): a guard's redirect, or the
    // matches with their status.
    const outcome = router._serverResult;
    if (outcome === undefined) throw new Error("The router settled no page");
    if (outcome.type === "redirect") {
      return { type: "redirect", location: outcome.redirect.headers.get("Location") ?? "/" };
    }
    const resources = createServerResources();
    const rendering = await startRendering(
      <AppTree
        i18n={translations}
        storefront={storefront}
        services={SERVER_SERVICES}
        router={router}
        preloads={resources}
      />,
      input,
    );
    return {
      type: "page",
      status: outcome.status === 404 ? 404 : 200,
      body: rendering.body,
      allReady: rendering.allReady.finally(() => storefront.destroy()),
      resources: () => resources.snapshot(),
    };
  } catch (error) {
    storefront.destroy();
    throw error;
  }
}

/** A server render shows no toast and guards no form: both start in the browser. */
const SERVER_SERVICES = {
  notify: async () => {},
  leaveConfirmation: { set: () => {}, enabled: false },
};

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
