import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  isRedirect,
  notFound,
  Outlet,
  type RouterHistory,
  redirect,
  useMatch,
} from "@tanstack/react-router";
import { type PathRouteName, pageNotFound, routePath, type Storefront } from "@vitrine/sdk";
import { guardsOf, matchRoute, NOT_FOUND_ROUTE, type RouteMatch } from "@vitrine/sdk/host";
import type { ReactNode } from "react";
import type { RenderTheme } from "../theme/merge-themes";
import { createThemeStore, type ThemeStore, useRenderTheme } from "../theme/theme-store";
import { enforceGuards, guardContextFor, type NotFoundData, throwDecision } from "./guard-wiring";
import { LayoutFrame } from "./layout-frame";
import { RouteAttributes } from "./route-attributes";
import { RouteErrorScreen } from "./route-error-screen";
import { NotFoundPage, ThemePage } from "./theme-page";

/** What the router keeps of the page it settled on: the route of the record and its parameters. */
export interface PageContext {
  page: RouteMatch;
}

export interface HostRouterOptions {
  storefront: Storefront;
  /** The theme to render, or a store of it when it may be replaced while running (a preview). */
  theme: RenderTheme | ThemeStore;
  /** The page runs inside a frame (the customizer's preview). */
  inFrame: boolean;
  /** The browser's history by default; tests pass a memory history. */
  history?: RouterHistory;
  /** What wraps every page: the admin bar, toasts. */
  shell?: (outlet: ReactNode) => ReactNode;
  /**
   * The server found the one resource of the page at the router's first address missing: the
   * first page it loads shows the not-found page at once, on the server and in the browser that
   * hydrates it alike. No path is compared: the first load is the address the server answered.
   */
  missingResource?: boolean;
  /** Told of each redirect the record's guards or bare parents make: a server render's answer. */
  onRedirect?: (href: string) => void;
}

/**
 * The router of the SDK's route record (`ROUTES`). TanStack's router keeps the history, the
 * loading and the rendering; which page an address is, and its parameters, is the SDK's
 * `matchRoute`, the one matcher the host server and the cart read too. Before each page the
 * record's guards run (`enforceGuards`); a parent's bare address shows its own page, redirects
 * to a child, or answers 404, as the record says; what no route matches is "Page Not Found:
 * {path}" (page validity). The page renders in its layout (`LayoutFrame`), which stays mounted
 * while the visitor moves between the pages it frames.
 *
 * @example
 * const router = createHostRouter({ storefront, theme, inFrame: false });
 * root.render(<RouterProvider router={router} />);
 */
export function createHostRouter({
  storefront,
  theme,
  inFrame,
  history,
  shell,
  missingResource = false,
  onRedirect,
}: HostRouterOptions) {
  // Once: a later visit to the same address loads its resource again.
  let missingFirst = missingResource;
  const themes = "subscribe" in theme ? theme : createThemeStore(theme);
  // Pages and layouts read the theme when they render, never when the routes are built, so a
  // replaced theme shows without a new router.
  const WithTheme = ({ render }: { render: (current: RenderTheme) => ReactNode }) => (
    <>{render(useRenderTheme(themes))}</>
  );
  // Outside every layout frame, so it marks `<html>` itself.
  const notFoundPage = (message: string | undefined) => (
    <>
      <RouteAttributes route={NOT_FOUND_ROUTE.name} layout={NOT_FOUND_ROUTE.layout} />
      <WithTheme render={(current) => <NotFoundPage theme={current} message={message} />} />
    </>
  );
  const rootRoute = createRootRoute({
    component: () => <>{shell === undefined ? <Outlet /> : shell(<Outlet />)}</>,
    notFoundComponent: ({ data }) => notFoundPage((data as NotFoundData | undefined)?.message),
    errorComponent: ({ error }) => (
      <RouteErrorScreen error={error} storefront={storefront} notFoundPage={notFoundPage} />
    ),
  });

  // One route takes every address: the SDK's `matchRoute` says which page of the record it is,
  // the matcher the host server reads too, so both always agree on a page and its parameters.
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: "$",
    beforeLoad: ({ location }): PageContext => {
      const missing = missingFirst;
      missingFirst = false;
      const page = matchRoute(new URL(location.href, "http://page.invalid").pathname);
      // Page validity (spec §2) comes before the global checks: an unknown address is a 404
      // even while the shop is coming soon.
      if (page === null) {
        throw notFound({ data: pageNotFound(location.pathname) satisfies NotFoundData });
      }
      const { route, params } = page;
      try {
        const facts = { path: location.pathname, search: location.search, inFrame };
        enforceGuards(guardContextFor(storefront, facts), guardsOf(route));
        if (route.bare?.type === "redirect") {
          const to = bareRedirectPath(route.bare.to, params);
          throw redirect({ href: withQuery(to, location.searchStr), replace: true });
        }
      } catch (thrown) {
        if (isRedirect(thrown) && thrown.options.href) onRedirect?.(thrown.options.href);
        throw thrown;
      }
      if (route.bare?.type === "notFound") {
        throw notFound({ data: { message: route.bare.message } satisfies NotFoundData });
      }
      if (missing) throwDecision(pageNotFound(location.pathname));
      return { page };
    },
    component: () => {
      const { route, params } = useMatch({
        strict: false,
        select: (match) => (match.context as PageContext).page,
      });
      // A layout stays mounted while the visitor moves between its pages; another page of it
      // mounts afresh, as another route.
      return (
        <WithTheme
          render={(current) => (
            <LayoutFrame theme={current} layout={route.layout} route={route.name}>
              <ThemePage key={route.name} theme={current} name={route.name} params={params} />
            </LayoutFrame>
          )}
        />
      );
    },
  });

  // The router's first render shows the page the browser already has (hydrated, or rendered
  // after a reload), which is not a navigation: scrolling it to the top would throw back a visitor
  // who scrolled before the app's script ran. Every later page is scrolled as a navigation, and a
  // page the visitor goes back to gets its scroll position back. In the browser only: on the
  // server the option adds the router's own script to the page, a node the browser's tree lacks.
  let firstRender = true;
  const scrollRestoration = () => {
    const scroll = !firstRender;
    firstRender = false;
    return scroll;
  };
  return createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: history ?? createBrowserHistory(),
    scrollRestoration: typeof document === "undefined" ? false : scrollRestoration,
    // Every address the router builds loses its trailing slash; a document requested with one
    // is redirected by the host server before any script runs (spec §2).
    trailingSlash: "never",
    // Not-found screens have no layout: they render at the root, whichever route raised them.
    notFoundMode: "root",
    // Query values stay strings, as pages receive them (`PageProps.search`).
    parseSearch: (searchStr) => Object.fromEntries(new URLSearchParams(searchStr)),
    stringifySearch: (search) => {
      const query = new URLSearchParams(search as Record<string, string>).toString();
      return query === "" ? "" : `?${query}`;
    },
  });
}

export type HostRouter = ReturnType<typeof createHostRouter>;

/**
 * The child a bare parent address goes to, with the parent's parameters: a child's path extends
 * its parent's, so it needs no parameter the parent's match lacks.
 */
function bareRedirectPath(to: PathRouteName, params: RouteMatch["params"]): string {
  return (routePath as (name: PathRouteName, params: Record<string, string>) => string)(to, params);
}

function withQuery(path: string, searchStr: string): string {
  return searchStr === "" ? path : `${path}${searchStr.startsWith("?") ? "" : "?"}${searchStr}`;
}
