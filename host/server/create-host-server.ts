import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type InitialState, SHOP_API_PREFIXES, type ThemeVersionHealth } from "@vitrine/contract";
import { type FontFiles, robotsTxt } from "@vitrine/sdk/host";
import { Hono, type MiddlewareHandler } from "hono";
import { FONT_FILES_MANIFEST } from "../src/build/font-files";
import { compression } from "./compression";
import type { SessionVerifier } from "./customizer-access";
import { compilePageTemplate, type PageTemplate } from "./page-template";
import { accessGates } from "./pipeline/access-gates";
import { conditionalGet } from "./pipeline/conditional-get";
import { customizerGate } from "./pipeline/customizer-gate";
import { initialState } from "./pipeline/initial-state";
import type { PageEnv } from "./pipeline/page-env";
import { pageResource } from "./pipeline/page-resource";
import { render } from "./pipeline/render";
import { routeMatch } from "./pipeline/route-match";
import { pagePolicy, securityHeaders } from "./pipeline/security-headers";
import { shopResolution } from "./pipeline/shop-resolution";
import { trailingSlash } from "./pipeline/trailing-slash";
import type { ThemeRenderPool } from "./render-pool";
import { inProcessRenderer } from "./renderers/in-process-renderer";
import { themeIsolateRenderer } from "./renderers/theme-isolate-renderer";
import type { PageRenderer } from "./server-render";
import { HASHED_ASSETS_PREFIX, indexStaticFiles } from "./static-files";
import { themeFiles } from "./theme-files";

export { ERROR_PAGE_STATUS } from "./pipeline/route-match";

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
 * The host server as a Hono app: the shop API's paths go to the shop API in-process, built files
 * are served from `distDir` (hashed assets immutable), and every other GET is a page, answered by
 * a chain of steps (`host/README.md`, "The request path"): shop resolution, trailing slash,
 * initial state, access gates, the page's resource, conditional GET, its policy, then a renderer
 * (in process, in a theme isolate, or the browser). Every response gets the security headers and,
 * streamed, the compression the client accepts.
 */
export async function createHostServer(options: HostServerOptions): Promise<Hono> {
  const { backend, distDir } = options;
  const reportError =
    options.reportError ?? ((error, context) => console.error(`[host] ${context}:`, error));
  const indexPage = compilePageTemplate(await readFile(join(distDir, "index.html"), "utf8"));
  const customizePage = await readOptionalTemplate(join(distDir, "customize.html"));
  const files = await indexStaticFiles(distDir, ["/index.html", "/customize.html"]);
  const fontFiles = await readFontFiles(join(distDir, FONT_FILES_MANIFEST));
  const theme = themeFiles(backend.app);
  const renderers = {
    "in-process": options.renderer ? inProcessRenderer(options.renderer) : undefined,
    "theme-isolate": options.themePool
      ? themeIsolateRenderer({
          pool: options.themePool,
          files: theme,
          reportError,
          ...(backend.quarantineThemeVersion
            ? { quarantineThemeVersion: backend.quarantineThemeVersion.bind(backend) }
            : {}),
        })
      : undefined,
  };
  const pageSteps = (
    template: PageTemplate,
    page: "storefront" | "customizer",
  ): MiddlewareHandler<PageEnv>[] => [
    shopResolution,
    trailingSlash,
    initialState(backend),
    ...(page === "customizer" ? [customizerGate(backend.sessions)] : []),
    routeMatch(page),
    ...(page === "storefront" ? [accessGates, pageResource(reportError)] : []),
    conditionalGet({
      contentVersion: (shopId) => backend.contentVersion(shopId),
      now: options.now ?? Date.now,
    }),
    pagePolicy({
      inlineScriptHashes: template.inlineScriptHashes,
      framedByCustomizer: page === "storefront",
    }),
    render({ template, page, renderers, fontFiles, themeFiles: theme, reportError }),
  ];

  const app = new Hono();
  app.onError((error, c) => {
    reportError(error, `${c.req.method} ${c.req.path}`);
    return c.text("Internal Server Error", 500);
  });
  app.use(securityHeaders);
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
  app.get("/robots.txt", (c) => c.text(ROBOTS_TXT));
  // Steps registered in order form one chain per path; the last step always answers, so the
  // customize page's chain never runs on into the storefront's.
  const pages = new Hono<PageEnv>();
  const chain = (path: string, steps: MiddlewareHandler<PageEnv>[]) => {
    for (const step of steps) pages.get(path, step);
  };
  if (customizePage) chain("/customize", pageSteps(customizePage, "customizer"));
  chain("/*", pageSteps(indexPage, "storefront"));
  app.route("/", pages);
  return app;
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
