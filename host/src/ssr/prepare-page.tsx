import { createMemoryHistory, isNotFound } from "@tanstack/react-router";
import type { InitialState } from "@vitrine/contract";
import { createMemoryCookieJar, createStorefront, type FetchLike } from "@vitrine/sdk";
import {
  createServerResources,
  type ServerResources,
  type ThemeDefinition,
} from "@vitrine/sdk/react";
import { defaultTheme } from "@vitrine/theme-default";
import type { ReactElement } from "react";
import { AppTree, hostShell } from "../boot/app-tree";
import { createHostI18n, hostTranslations, themeTranslations } from "../i18n/host-i18n";
import { createHostRouter } from "../routes/create-host-router";
import { mergeThemes } from "../theme/merge-themes";

/** What a server render of a page starts from; JSON but for `fetch` and `onError`. */
export interface PageRequest {
  /** The page's initial state, for a shop that can be served (`shop` set, no `error`). */
  state: InitialState;
  /** The requested address: path and query. */
  url: string;
  /** The page's one resource does not exist (the server's lookup answered 404). */
  missingResource?: boolean;
  /** The visitor's `Cookie` header: the auth and cart tokens the page is rendered for. */
  cookieHeader: string;
  /** Reaches the shop API as the visitor; the SDK's calls go through it. */
  fetch: FetchLike;
  /** Where failures during the render go; the page still answers. */
  onError: (error: unknown) => void;
}

export type PreparedPage =
  | { type: "redirect"; location: string }
  | {
      type: "page";
      /** 404 when the router ended on the not-found page. */
      status: 200 | 404;
      /** The app, as the browser will hydrate it. */
      tree: ReactElement;
      /** The page's `useResource` loads, recorded while it renders. */
      resources: ServerResources;
      /** Ends the request's storefront once the render is done. */
      done(): void;
    };

/**
 * Everything a server render of a page needs before React runs, as the browser's boot does it
 * (DESIGN "Server rendering"): the storefront of the request's visitor, the shop's strings, the
 * cart and profile, the router settled on the address. A guard's or a bare parent's redirect
 * comes back as `redirect`. Shared by the in-process renderer and the theme isolate's, so both
 * render the tree the browser hydrates.
 *
 * @example
 * const page = await preparePage({ state, url: "/products/logo-tee", cookieHeader, fetch, onError }, null);
 * if (page.type === "page") renderToPipeableStream(page.tree);
 */
export async function preparePage(
  request: PageRequest,
  scriptTheme: ThemeDefinition | null,
): Promise<PreparedPage> {
  const { state } = request;
  const shop = state.shop;
  if (shop === null) throw new Error("A server render needs a shop that can be served");
  const path = new URL(request.url, "http://page.invalid").pathname;
  const storefront = createStorefront({
    shopId: shop.id,
    endpoints: state.endpoints,
    locale: shop.locale,
    initialState: state,
    cookies: createMemoryCookieJar(request.cookieHeader),
    fetch: request.fetch,
    onError: request.onError,
  });
  try {
    const [translations] = await Promise.all([
      createHostI18n(shop.locale, [
        hostTranslations,
        themeTranslations(defaultTheme),
        ...(scriptTheme === null ? [] : [themeTranslations(scriptTheme)]),
      ]),
      storefront.stores.cart.loadAtStartup(path),
      storefront.session.current().loggedIn ? storefront.stores.auth.loadProfile() : null,
    ]);
    let redirectedTo: string | undefined;
    const router = createHostRouter({
      storefront,
      theme: mergeThemes(defaultTheme, scriptTheme ?? undefined),
      inFrame: false,
      history: createMemoryHistory({ initialEntries: [request.url] }),
      shell: hostShell(),
      missingResource: request.missingResource === true,
      onRedirect: (href) => {
        redirectedTo = href;
      },
    });
    await router.load();
    // A load that redirected settles no page; the redirect is the record's (a guard, a bare
    // parent), else the router's own to the address's canonical spelling.
    if (router.state.matches.length === 0) {
      storefront.destroy();
      const { pathname, search } = router.state.location;
      return {
        type: "redirect",
        location: redirectedTo ?? router.buildLocation({ to: pathname, search }).href,
      };
    }
    const resources = createServerResources();
    return {
      type: "page",
      status: router.state.matches.some(showsNotFound) ? 404 : 200,
      tree: (
        <AppTree
          i18n={translations}
          storefront={storefront}
          services={SERVER_SERVICES}
          router={router}
          preloads={resources}
        />
      ),
      resources,
      done: () => storefront.destroy(),
    };
  } catch (error) {
    storefront.destroy();
    throw error;
  }
}

/** A match that ended on the not-found page (its own, or the root's: `notFoundMode: "root"`). */
function showsNotFound(match: { status: string; error: unknown }): boolean {
  return match.status === "notFound" || isNotFound(match.error);
}

/** A server render shows no toast and guards no form: both start in the browser. */
const SERVER_SERVICES = {
  notify: async () => {},
  leaveConfirmation: { set: () => {}, enabled: false },
};
