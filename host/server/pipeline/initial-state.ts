import {
  CART_TOKEN_COOKIE,
  type InitialState,
  PERSONAL_CACHE_CONTROL,
  THEME_CHOICE_QUERY,
  THEME_PREVIEW_COOKIE,
} from "@vitrine/contract";
import { AUTH_TOKEN_COOKIE, createMemoryCookieJar } from "@vitrine/sdk";
import { dropMalformedSession, matchRoute, parseCookieText } from "@vitrine/sdk/host";
import { createMiddleware } from "hono/factory";
import { oncePerRequest } from "../once-per-request";
import { type ShopApp, shopFetch } from "../shop-fetch";
import { withShopFormats } from "../shop-formats";
import type { PageEnv } from "./page-env";

/** What the initial state is read from (`ShopBackend`). */
export interface InitialStateSource {
  app: ShopApp;
  getInitialState(
    host: string,
    viewer?: { authToken?: string; themePreview?: string; theme?: string },
  ): Promise<InitialState>;
}

/**
 * The page's initial state, read for the request's visitor: the auth cookie lets the platform
 * recognise the shop's owner, who with the preview cookie sees the theme they are developing, or
 * with the customizer's `?theme=` another of the shop's published themes (the router then keeps
 * that state while the owner clicks around in the frame). A malformed auth cookie reads as a
 * visitor (the guards send them to log in) and the answer expires it (`dropMalformedSession`).
 * A page the route record shares (`sharedVisit`) is read and rendered for no one: its cookies
 * are left out of everything the page is made from. Sets `c.var.visit`.
 *
 * @example
 * app.get("/*", shopResolution, trailingSlash, initialState(shopApi), …)
 */
export function initialState(source: InitialStateSource) {
  return createMiddleware<PageEnv>(async (c, next) => {
    const host = c.var.host;
    const url = new URL(c.req.url);
    const requestCookies = c.req.header("Cookie") ?? "";
    const themeChoice = url.searchParams.get(THEME_CHOICE_QUERY) ?? undefined;
    const visitorCookies = parseCookieText(requestCookies);
    const shareable = sharedVisit(url, visitorCookies, themeChoice);
    let state = await stateFor(source, host, shareable ? {} : visitorCookies, themeChoice);
    // A coming-soon shop opens its pages to the visitors it let in: none is shared.
    if (shareable && state.shop?.isComingSoon) {
      state = await stateFor(source, host, visitorCookies, themeChoice);
    }
    const shared = shareable && state.shop?.isComingSoon !== true;
    const cookieHeader = shared ? "" : requestCookies;
    const cookies = shared ? {} : visitorCookies;
    const previewOrigin = state.shop?.theme.preview?.origin ?? null;
    // The address as the shop's API sees it: the SDK's calls go to its origin.
    const pageUrl = new URL(`${url.pathname}${url.search}`, state.endpoints.storefrontApiBase).href;
    c.set("visit", {
      url,
      pageUrl,
      host,
      cookieHeader,
      cookies,
      authToken: cookies[AUTH_TOKEN_COOKIE],
      themeChoice,
      state: shared ? { ...state, sharedPage: true } : state,
      previewOrigin,
      shared,
      personal: Boolean(previewOrigin) || themeChoice !== undefined || carriesVisitorData(cookies),
      comingSoon: state.shop?.isComingSoon === true,
      fetch: oncePerRequest(
        shopFetch(source.app, {
          pageUrl,
          shopId: state.shop?.id ?? "",
          host,
          cookie: cookieHeader,
          env: c.env,
        }),
      ),
    });
    await next();
    const removals = malformedSessionRemoval(requestCookies);
    for (const removal of removals) c.res.headers.append("Set-Cookie", removal);
    // One browser's cookie goes with this answer: no cache may hand it to anyone else, even of
    // a shared page.
    if (removals.length > 0) {
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
      c.res.headers.delete("ETag");
    }
  });
}

/** The shop's initial state for a visitor with these cookies (none: anyone's). */
async function stateFor(
  source: InitialStateSource,
  host: string,
  cookies: Readonly<Record<string, string | undefined>>,
  themeChoice: string | undefined,
): Promise<InitialState> {
  const authToken = cookies[AUTH_TOKEN_COOKIE];
  const themePreview = cookies[THEME_PREVIEW_COOKIE];
  return withShopFormats(
    await source.getInitialState(host, {
      ...(authToken ? { authToken } : {}),
      ...(themePreview ? { themePreview } : {}),
      ...(themeChoice !== undefined ? { theme: themeChoice } : {}),
    }),
  );
}

/**
 * Whether the request may get the page every visitor gets: its route is shared (the route
 * record's `shared`) and nothing asks for the owner's own view of it (a theme preview, the
 * customizer's theme choice or modes).
 *
 * @example
 * sharedVisit(new URL("http://demo.localhost/products/logo-tee"), { vitrine_cart_token: "c1" }, undefined) // true
 * sharedVisit(new URL("http://demo.localhost/cart"), {}, undefined) // false: the cart is the visitor's
 * sharedVisit(new URL("http://demo.localhost/?customizing"), {}, undefined) // false
 */
export function sharedVisit(
  url: URL,
  cookies: Record<string, string | undefined>,
  themeChoice: string | undefined,
): boolean {
  const ownerView =
    themeChoice !== undefined ||
    cookies[THEME_PREVIEW_COOKIE] !== undefined ||
    url.searchParams.has("customizing") ||
    url.searchParams.has("previewing");
  return !ownerView && matchRoute(url.pathname)?.route.shared === true;
}

/** The `Set-Cookie` that expires a malformed auth cookie, if the request carries one. */
function malformedSessionRemoval(cookieHeader: string): string[] {
  const jar = createMemoryCookieJar(cookieHeader);
  return dropMalformedSession(jar) ? jar.setCookieHeaders() : [];
}

/** The visitor's session or cart: a page rendered with them holds their data. */
function carriesVisitorData(cookies: Record<string, string | undefined>): boolean {
  return cookies[AUTH_TOKEN_COOKIE] !== undefined || cookies[CART_TOKEN_COOKIE] !== undefined;
}
