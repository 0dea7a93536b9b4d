import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  CART_TOKEN_COOKIE,
  type InitialState,
  type Product,
  SHOP_API_PREFIXES,
  type ShopErrorStatus,
  THEME_CHOICE_QUERY,
  THEME_PREVIEW_COOKIE,
  type ThemeVersionHealth,
} from "@vitrine/contract";
import { AUTH_TOKEN_COOKIE, loginReturningTo, routePath } from "@vitrine/sdk";
import {
  type FontFiles,
  matchRoute,
  parseCookieText,
  type RouteMatch,
  robotsTxt,
  serializeInitialState,
  trailingSlashRedirect,
} from "@vitrine/sdk/host";
import { type Context, Hono } from "hono";
import { FONT_FILES_MANIFEST } from "../src/build/font-files";
import { compression } from "./compression";
import { pageSecurityPolicy } from "./content-security-policy";
import { customizerAccess, refusedCustomizerPage, type SessionVerifier } from "./customizer-access";
import { jsonForScript } from "./html-escape";
import { inlineStyle } from "./inline-style";
import { isolateBridge } from "./isolated-theme-pages";
import { pageCacheHeaders } from "./page-cache-control";
import { currentCopy, pageEtag, pageVersion } from "./page-etag";
import { type PageHead, pageHead, renderPageHead } from "./page-head";
import { compilePageTemplate, type PageTemplate } from "./page-template";
import type { ThemeRenderPool } from "./render-pool";
import { resourceApiPath } from "./resource-lookup";
import { type PageRenderer, pageStream, renderPlace, scriptNonce } from "./server-render";
import { shopFetch } from "./shop-fetch";
import { withShopFormats } from "./shop-formats";
import { shopRedirectPath } from "./shop-redirect";
import { HASHED_ASSETS_PREFIX, indexStaticFiles } from "./static-files";

/** What the server needs of the shop API (`createShopApi` of `@vitrine/shop-api` gives both). */
export interface ShopBackend {
  /** Every API, asset and image route; called in-process. */
  app: { fetch(request: Request, env?: unknown): Response | Promise<Response> };
  /**
   * The page's state; `authToken` (the auth cookie) lets the platform recognise the shop's owner,
   * and with `themePreview` (the preview cookie) show that owner the theme they are developing,
   * or with `theme` (`THEME_CHOICE_QUERY`) another of the shop's published themes.
   */
  getInitialState(
    host: string,
    viewer?: { authToken?: string; themePreview?: string; theme?: string },
  ): Promise<InitialState>;
  /** Session tokens, verified as the API does: who may open the customizer. */
  sessions: SessionVerifier;
  /** A token that changes with every write announced to the shop: its pages' `ETag` name it. */
  contentVersion(shopId: string): string;
  /** Tells the shop's creator that the render pool took their live version off the server. */
  quarantineThemeVersion?(
    key: { shopId: string; handle: string; version: number },
    health: Extract<ThemeVersionHealth, { state: "quarantined" }>,
  ): Promise<void>;
}

export interface HostServerOptions {
  backend: ShopBackend;
  /** The host's build (`host/dist`): `index.html`, optionally `customize.html`, and `assets/`. */
  distDir: string;
  /** Where unexpected failures go; default `console.error`. */
  reportError?: (error: unknown, context: string) => void;
  /**
   * Renders pages on the server (`loadPageRenderer(distDir)`); without it every page renders in
   * the browser.
   */
  renderer?: PageRenderer | null;
  /**
   * Renders shops' theme scripts in isolation, in worker processes (`loadThemeRenderPool()`);
   * without it their pages render in the browser.
   */
  themePool?: ThemeRenderPool | null;
  /** Milliseconds since the epoch, for the pages' version windows; default `Date.now`. */
  now?: () => number;
}

/** Crawlers may list the shop's indexable routes; the membership area stays out (spec §2). */
export const ROBOTS_TXT = robotsTxt();

/**
 * HTTP status of a page whose shop cannot be served; the page itself still renders the error
 * screen from `error.status`. A missing theme is the platform's fault and temporary: 503.
 */
export const ERROR_PAGE_STATUS: Record<ShopErrorStatus, 403 | 404 | 503> = {
  SHOP_NOT_FOUND: 404,
  SHOP_BLOCKED: 403,
  SHOP_THEME_MISSING: 503,
};

/** A `Host` header as browsers send it: a name or IPv4/IPv6 address, an optional port. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{0,63}|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const COMING_SOON_PATH = routePath("coming-soon");
/**
 * Where a signed-out visitor of `/customize` goes: the one login form, creators included, which
 * brings them back to the customizer once logged in.
 */
const CUSTOMIZER_LOGIN_PATH = loginReturningTo("/customize");

/** What the shop API said of a page's resource (`resourceApiPath`). */
interface ResourceLookup {
  /** The resource when found; the product page's head reads it. */
  data: unknown;
  status: 200 | 404;
  /** A renamed resource's new path (SSHOP-301). */
  redirectTo?: string;
}

/**
 * The host server as a Hono app: the shop API's paths go to the shop API in-process, built files
 * are served from `distDir` (hashed assets immutable), and every other GET is a page: the built
 * `index.html` with the shop's initial state, `lang` and head written in for the request's `Host`.
 */
export async function createHostServer(options: HostServerOptions): Promise<Hono> {
  const { backend, distDir } = options;
  const reportError =
    options.reportError ?? ((error, context) => console.error(`[host] ${context}:`, error));
  const indexPage = compilePageTemplate(await readFile(join(distDir, "index.html"), "utf8"));
  const customizePage = await readOptionalTemplate(join(distDir, "customize.html"));
  const files = await indexStaticFiles(distDir, ["/index.html", "/customize.html"]);
  const fontFiles = await readFontFiles(join(distDir, FONT_FILES_MANIFEST));
  const now = options.now ?? Date.now;

  /** The shop API in-process as this request's visitor (`shopFetch`). */
  const visitorFetch = (c: Context, shopId: string) =>
    shopFetch(backend.app, {
      pageUrl: c.req.url,
      shopId,
      host: c.req.header("Host") ?? "",
      cookie: c.req.header("Cookie") ?? "",
      env: c.env,
    });

  /**
   * Whether the page's resource exists, asked of the shop API as the visitor: a missing one is a
   * 404, a renamed one (SSHOP-301) a redirect, but only to the same route of this shop, never to
   * another origin. An id the API refuses as malformed (400: too long, bytes no id holds) names
   * nothing either: a 404, and nothing to report, since anyone can type one. Any other failure is
   * the page's to show: 200, reported.
   */
  const lookUpResource = async (
    c: Context,
    shopId: string,
    match: RouteMatch,
    apiPath: string,
  ): Promise<ResourceLookup> => {
    const response = await visitorFetch(c, shopId)(apiPath);
    const body = (await response.json().catch(() => null)) as {
      data?: unknown;
      code?: string;
      redirectTo?: string;
    } | null;
    if (response.ok && body?.data !== undefined) return { data: body.data, status: 200 };
    if (response.status === 400) return { data: null, status: 404 };
    if (response.status === 404) {
      const redirectTo = body?.code === "SSHOP-301" ? body.redirectTo : undefined;
      return redirectTo !== undefined && matchRoute(redirectTo)?.route.name === match.route.name
        ? { data: null, status: 404, redirectTo }
        : { data: null, status: 404 };
    }
    reportError(
      new Error(`${match.route.loader} lookup answered ${response.status}`),
      `GET ${c.req.path}`,
    );
    return { data: null, status: 200 };
  };

  /**
   * Whether the visitor may see a coming-soon shop's pages: the shop API decides (its unlock
   * cookie, or the creator's auth cookie), so a forged `protected enter` cookie opens nothing.
   */
  const mayEnter = async (c: Context, shopId: string): Promise<boolean> => {
    const response = await visitorFetch(c, shopId)("/pod/coming-soon/access");
    return response.ok;
  };

  /**
   * A live theme version's file (its script, a stylesheet), read from the shop API in-process:
   * its address is immutable, so it is read once (the last few kept).
   */
  const themeFiles = new Map<string, Promise<string>>();
  /** The quarantined versions whose creator this node has told (`quarantineThemeVersion`). */
  const toldQuarantines = new Set<string>();
  const themeFileText = (address: string): Promise<string> => {
    let text = themeFiles.get(address);
    if (text === undefined) {
      const { pathname } = new URL(address, "http://page.invalid");
      text = Promise.resolve(
        backend.app.fetch(new Request(new URL(pathname, "http://theme.invalid"))),
      ).then(async (response) => {
        if (!response.ok) throw new Error(`The theme file ${pathname} answered ${response.status}`);
        return response.text();
      });
      text.catch(() => themeFiles.delete(address));
      themeFiles.set(address, text);
      if (themeFiles.size > 50) themeFiles.delete(themeFiles.keys().next().value as string);
    }
    return text;
  };

  /**
   * The live version's small stylesheets, carried in the page (`inlineStyle`): one request fewer
   * before the first paint. A preview's stay linked, for its hot swap; a file that cannot be read
   * stays linked too.
   */
  const withThemeStyles = async (head: PageHead, state: InitialState): Promise<PageHead> => {
    if (state.shop?.theme.version === null || state.shop?.theme.preview !== null) return head;
    const themeStyles = await Promise.all(
      head.themeStyles.map(async (style) => ({
        ...style,
        css: await themeFileText(style.href).then(inlineStyle, () => null),
      })),
    );
    return { ...head, themeStyles };
  };

  const renderPage = async (c: Context, template: PageTemplate) => {
    const host = c.req.header("Host") ?? "";
    if (!HOST_HEADER.test(host)) return c.text("Bad Request: invalid Host header", 400);
    // The spec's first step, before any page: the browser's router then never sees the slash.
    const { pathname, search } = new URL(c.req.url);
    const canonical = trailingSlashRedirect(pathname, search);
    if (canonical !== null) return c.redirect(canonical, 301);
    const cookies = parseCookieText(c.req.header("Cookie") ?? "");
    const authToken = cookies[AUTH_TOKEN_COOKIE];
    const themePreview = cookies[THEME_PREVIEW_COOKIE];
    // The customizer's frame asks for a theme other than the live one; the platform shows it to
    // the shop's owner only. The router then keeps this page's state: the theme stays while the
    // owner clicks around in the frame.
    const theme = new URL(c.req.url).searchParams.get(THEME_CHOICE_QUERY) ?? undefined;
    const state = withShopFormats(
      await backend.getInitialState(host, {
        ...(authToken ? { authToken } : {}),
        ...(themePreview ? { themePreview } : {}),
        ...(theme !== undefined ? { theme } : {}),
      }),
    );
    if (template === customizePage && state.shop) {
      const access = await customizerAccess(backend.sessions, state.shop.id, authToken);
      if (access === "signed-out") return c.redirect(CUSTOMIZER_LOGIN_PATH, 302);
      if (access === "refused") {
        return c.html(refusedCustomizerPage(state.shop.locale), 403, {
          "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
          "Cache-Control": "private, no-store",
        });
      }
    }
    const previewOrigin = state.shop?.theme.preview?.origin ?? null;
    const url = new URL(c.req.url);
    const match = template === indexPage ? matchRoute(url.pathname) : null;
    // A status this server does not know yet is still a page that cannot be served: 500.
    let status: 200 | 403 | 404 | 500 | 503 = state.error
      ? (ERROR_PAGE_STATUS[state.error.status] ?? 500)
      : 200;
    // The browser's router shows the not-found page for an address no route has, and for a bare
    // parent that is a 404 (spec §2); the status says so too, so crawlers and link checkers do
    // not take it for a page.
    if (
      status === 200 &&
      template === indexPage &&
      (match === null || match.route.bare?.type === "notFound")
    ) {
      status = 404;
    }
    if (
      state.shop?.isComingSoon &&
      template === indexPage &&
      url.pathname !== COMING_SOON_PATH &&
      !(await mayEnter(c, state.shop.id))
    ) {
      return c.redirect(COMING_SOON_PATH, 302);
    }
    let product: Product | null = null;
    let missingResource = false;
    const apiPath = match === null ? null : resourceApiPath(match);
    // With the membership off, or private, the browser's guard sends the visitor home (a private
    // one lets its members in, whom this server does not know): no lookup to make, and no answer
    // that tells a visitor which private posts exist.
    const guards = match?.route.guards ?? [];
    const membershipOff =
      (guards.includes("requireMembershipEnabled") && state.membershipSettings?.enabled !== true) ||
      (guards.includes("requireMembershipVisible") &&
        state.membershipSettings?.membershipVisibility.public === false);
    if (state.shop && status === 200 && match !== null && apiPath !== null && !membershipOff) {
      const lookup = await lookUpResource(c, state.shop.id, match, apiPath);
      if (lookup.redirectTo) return c.redirect(`${lookup.redirectTo}${url.search}`, 301);
      if (match.route.loader === "product") product = lookup.data as Product | null;
      status = lookup.status;
      missingResource = lookup.status === 404;
    }
    // A preview, a theme chosen in the customizer, or a page rendered with a visitor's session
    // or cart is one browser's page: no cache may keep it, or hand it to anyone else (a
    // visitor's `?theme=` page is the live one, kept as little).
    const personal = Boolean(previewOrigin) || theme !== undefined || carriesVisitorData(cookies);
    const comingSoon = state.shop?.isComingSoon === true;
    // A page any anonymous visitor would be given alike has a version known before it renders:
    // a revalidation of the copy a browser or nginx holds costs no render.
    const version =
      state.shop && status === 200 && !personal && !comingSoon
        ? pageVersion({
            contentVersion: backend.contentVersion(state.shop.id),
            address: `${host}${url.pathname}${url.search}`,
            cookie: c.req.header("Cookie") ?? "",
            now: now(),
          })
        : undefined;
    const copy = version ? currentCopy(c.req.header("If-None-Match"), version) : null;
    const cacheHeaders = (finalStatus: number, etag?: string) =>
      pageCacheHeaders({
        status: finalStatus,
        comingSoon,
        personal,
        shopId: state.shop?.id ?? null,
        etag,
      });
    // Without a policy: the browser keeps the one that came with its copy, naming its nonce.
    if (copy !== null) return c.body(null, 304, cacheHeaders(200, copy));
    const head = await withThemeStyles(
      pageHead({
        state,
        path: url.pathname,
        product,
        indexable: match?.route.indexable ?? false,
        fontFiles,
      }),
      state,
    );
    const parts = {
      lang: state.shop?.locale ?? "en",
      head: renderPageHead(head),
      state: serializeInitialState(state),
    };
    const place =
      state.shop && template === indexPage
        ? renderPlace({ state, url, previewOrigin, themeChoice: theme })
        : "browser";
    // Only React's streamed render writes inline scripts of its own.
    const nonce = place === "in-process" && options.renderer ? scriptNonce() : undefined;
    const etag = version ? pageEtag(version, nonce) : undefined;
    const headers = {
      "Content-Security-Policy": pageSecurityPolicy({
        // The customize page frames the storefront; nothing frames the customize page but itself.
        customizerOrigin: template === indexPage ? state.app.customizerOrigin : "",
        assetsHost: state.endpoints.assetsHost,
        inlineScriptHashes: template.inlineScriptHashes,
        previewOrigin,
        nonce,
      }),
    };
    const answered = (finalStatus: number) => ({ ...headers, ...cacheHeaders(finalStatus, etag) });
    const request = state.shop && {
      state,
      url: `${url.pathname}${url.search}`,
      missingResource,
      cookieHeader: c.req.header("Cookie") ?? "",
    };
    const reportRender = (error: unknown) => reportError(error, `render ${c.req.path}`);
    const html = (finalStatus: number) => ({
      ...answered(finalStatus),
      "Content-Type": "text/html; charset=UTF-8",
    });
    if (place === "in-process" && options.renderer && nonce && request && state.shop) {
      const rendered = await options
        .renderer({
          ...request,
          fetch: visitorFetch(c, state.shop.id),
          nonce,
          onError: reportRender,
          signal: c.req.raw.signal,
        })
        // The browser renders the page instead: the visitor gets it all the same.
        .catch((error: unknown) => void reportRender(error));
      const location = rendered?.type === "redirect" ? shopRedirectPath(rendered.location) : null;
      if (location !== null) return c.redirect(location, 302);
      if (rendered?.type === "page") {
        const body = pageStream(template.frame(parts, missingResource), rendered);
        const finalStatus = status === 200 ? rendered.status : status;
        return c.body(body, finalStatus, html(finalStatus));
      }
    }
    const script = state.shop?.theme.script;
    const themePool = options.themePool;
    if (place === "theme-isolate" && themePool && request && state.shop && script) {
      const shopId = state.shop.id;
      const { handle, version } = state.shop.theme;
      // Once the pool has taken the version off the server (after a failed render, or a worker
      // that ended just after one), its creator is told, once per version on this node.
      const tellCreator = () => {
        const health = themePool.health(script);
        if (health.state === "healthy" || version === null || toldQuarantines.has(script)) return;
        toldQuarantines.add(script);
        backend
          .quarantineThemeVersion?.({ shopId, handle, version }, health)
          .catch((failure: unknown) => reportError(failure, "quarantine a theme version"));
      };
      tellCreator();
      const answer =
        themePool.health(script).state !== "healthy"
          ? undefined
          : await themeFileText(script)
              .then((themeSource) =>
                themePool.render({
                  key: script,
                  themeSource,
                  request,
                  fetch: isolateBridge(c.req.url, visitorFetch(c, shopId)),
                }),
              )
              // A theme that throws, loops or grows past its limits renders in the browser instead.
              .catch((error: unknown) => {
                reportRender(error);
                tellCreator();
              });
      const location = answer?.type === "redirect" ? shopRedirectPath(answer.location) : null;
      if (location !== null) return c.redirect(location, 302);
      if (answer?.type === "page") {
        const frame = template.frame(parts, missingResource);
        const page = `${frame.start}${answer.html}${frame.end(jsonForScript(answer.resources))}`;
        const finalStatus = status === 200 ? answer.status : status;
        return c.body(page, finalStatus, html(finalStatus));
      }
    }
    return c.html(template(parts), status, answered(status));
  };

  const app = new Hono();
  app.onError((error, c) => {
    reportError(error, `${c.req.method} ${c.req.path}`);
    return c.text("Internal Server Error", 500);
  });
  // On every response (files, pages, the API, errors): no MIME sniffing, and no full URL handed
  // to other sites as a referrer.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  });
  app.use(compression());
  for (const prefix of SHOP_API_PREFIXES) {
    app.all(`${prefix}/*`, (c) => backend.app.fetch(c.req.raw, c.env));
  }
  app.get("/*", async (c, next) => {
    if (files.has(c.req.path)) return files.serve(c, c.req.path);
    // A missing hashed file is an old build's chunk: a 404, never the page in its place.
    if (c.req.path.startsWith(HASHED_ASSETS_PREFIX)) return c.notFound();
    await next();
  });
  if (customizePage) app.get("/customize", (c) => renderPage(c, customizePage));
  app.get("/robots.txt", (c) => c.text(ROBOTS_TXT));
  app.get("/*", (c) => renderPage(c, indexPage));
  return app;
}

/** The visitor's session or cart: a page rendered with them holds their data. */
function carriesVisitorData(cookies: Record<string, string | undefined>): boolean {
  return cookies[AUTH_TOKEN_COOKIE] !== undefined || cookies[CART_TOKEN_COOKIE] !== undefined;
}

async function readOptionalTemplate(file: string): Promise<PageTemplate | null> {
  try {
    return compilePageTemplate(await readFile(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The build's font files (see `fontFiles` in `src/build/font-files-plugin.ts`); none without it. */
async function readFontFiles(file: string): Promise<FontFiles> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as FontFiles;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}
