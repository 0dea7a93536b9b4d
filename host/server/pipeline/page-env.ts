import type { InitialState } from "@vitrine/contract";
import type { FetchLike } from "@vitrine/sdk";
import type { RouteMatch } from "@vitrine/sdk/host";

/** A page's HTTP status before it renders; a status the server does not know is a 500. */
export type PageStatus = 200 | 403 | 404 | 500 | 503;

/** Who asks for which page of which shop: what the initial state was read for. */
export interface Visit {
  url: URL;
  /** The page's address on the origin of the shop's API, where its calls may go (`shopFetch`). */
  pageUrl: string;
  /** The request's `Host`, checked (`shopResolution`). */
  host: string;
  /** The request's `Cookie` header, and its cookies by name; none for a shared page. */
  cookieHeader: string;
  cookies: Readonly<Record<string, string | undefined>>;
  /** The auth cookie: who the visitor is, for the platform. */
  authToken: string | undefined;
  /** The customizer's `?theme=` (`THEME_CHOICE_QUERY`). */
  themeChoice: string | undefined;
  state: InitialState;
  /** The creator's dev server when their browser previews a theme. */
  previewOrigin: string | null;
  /**
   * The page every visitor gets (`sharedVisit`): rendered without the request's cookies, one
   * copy for all in any cache; what is personal the browser adds after it hydrated.
   */
  shared: boolean;
  /** One browser's page (a preview, a theme choice, a session or a cart): no cache may keep it. */
  personal: boolean;
  /** The shop is coming soon: its pages are never kept by a cache either. */
  comingSoon: boolean;
  /** The shop API in-process as this visitor, each GET made once per request (`oncePerRequest`). */
  fetch: FetchLike;
}

/** What the rendering step answered, for the steps that add their headers on the way out. */
export interface RenderedPage {
  status: number;
  /** The nonce of the page's inline scripts, when its render wrote some. */
  nonce: string | undefined;
}

/** The page's resource, as the route record's SDK call found it (`pageResource`). */
export interface FoundResource {
  data: unknown;
  /** The resource does not exist: the page is the not-found page, with 404. */
  missing: boolean;
}

/**
 * What the page steps hand each other in Hono's context, in the order they set it: `host`,
 * `visit`, then `match` and `status`, `openToVisitor`, `resource`, and on the way back
 * `rendered`.
 */
export interface PageEnv {
  Variables: {
    host: string;
    visit: Visit;
    match: RouteMatch | null;
    status: PageStatus;
    /** The route's guards let an anonymous visitor in (`accessGates`). */
    openToVisitor: boolean;
    resource: FoundResource | undefined;
    rendered: RenderedPage | undefined;
  };
}
