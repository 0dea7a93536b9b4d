import {
  type AnyRoute,
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  isRedirect,
  notFound,
  Outlet,
  type RouterHistory,
  redirect,
} from "@tanstack/react-router";
import {
  type LayoutName,
  type PathRoute,
  type PathRouteName,
  pageNotFound,
  type RouteName,
  type RouteRecord,
  routePath,
  type Storefront,
} from "@vitrine/sdk";
import { guardsOf, NOT_FOUND_ROUTE, ROUTES } from "@vitrine/sdk/host";
import type { ReactNode } from "react";
import type { RenderTheme } from "../theme/merge-themes";
import { createThemeStore, type ThemeStore, useRenderTheme } from "../theme/theme-store";
import { enforceGuards, guardContextFor, type NotFoundData, throwDecision } from "./guard-wiring";
import { LayoutFrame } from "./layout-frame";
import { RouteAttributes } from "./route-attributes";
import { RouteErrorScreen } from "./route-error-screen";
import { NotFoundPage, ThemePage } from "./theme-page";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The route-record name of the page a match renders; layouts pass it to the theme. */
    routeName?: RouteName;
  }
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
  /** Told of each redirect the route record's guards or bare parents make (a server render's answer). */
  onRedirect?: (href: string) => void;
}

/**
 * The router of the SDK's route record (`ROUTES`), built from it alone: one route per record,
 * children nested under their parent, top-level routes grouped under one pathless route per
 * layout so that a layout stays mounted while the visitor moves between its pages. Before each
 * page the record's guards run (`enforceGuards`); a parent's bare address shows its own page,
 * redirects to a child, or answers 404, as the record says. The catch-all is the page validity
 * check: what no route matches is "Page Not Found: {path}".
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

  function pageRoute(parent: AnyRoute, entry: PathRoute, path: string): AnyRoute {
    return createRoute({
      getParentRoute: () => parent,
      path,
      staticData: { routeName: entry.name },
      beforeLoad: ({ location, params }) => {
        const missing = missingFirst;
        missingFirst = false;
        try {
          const facts = { path: location.pathname, search: location.search, inFrame };
          enforceGuards(guardContextFor(storefront, facts), guardsOf(entry));
          if (entry.bare?.type === "redirect") {
            const to = bareRedirectPath(entry.bare.to, params as Record<string, string>);
            throw redirect({ href: withQuery(to, location.searchStr), replace: true });
          }
        } catch (thrown) {
          if (isRedirect(thrown) && thrown.options.href) onRedirect?.(thrown.options.href);
          throw thrown;
        }
        if (entry.bare?.type === "notFound") {
          throw notFound({ data: { message: entry.bare.message } satisfies NotFoundData });
        }
        if (missing) throwDecision(pageNotFound(location.pathname));
      },
      component: () => (
        <WithTheme render={(current) => <ThemePage theme={current} name={entry.name} />} />
      ),
    });
  }

  function recordRoutes(parent: AnyRoute, entry: PathRoute, path: string): AnyRoute {
    const children = ROUTES.filter((child) => child.parent === entry.name);
    if (children.length === 0) return pageRoute(parent, entry, path);
    // The parent only groups; its own address is its index child, so that guards run once, at
    // the page the visitor actually opens.
    const group = createRoute({ getParentRoute: () => parent, path, component: Outlet });
    return group.addChildren([
      pageRoute(group, entry, "/"),
      ...children.map((child) => recordRoutes(group, child, child.path.slice(entry.path.length))),
    ]);
  }

  const layoutRoutes = layoutGroups(ROUTES.filter((entry) => entry.parent === null)).map(
    ([layout, entries]) => {
      const layoutRoute = createRoute({
        getParentRoute: () => rootRoute,
        id: `layout-${layout}`,
        component: () => (
          <WithTheme render={(current) => <LayoutFrame theme={current} layout={layout} />} />
        ),
      });
      return layoutRoute.addChildren(
        entries.map((entry) => recordRoutes(layoutRoute, entry, entry.path)),
      );
    },
  );

  // Page validity (spec §2) comes before the global checks: an unknown address is a 404 even
  // while the shop is coming soon.
  const catchAll = createRoute({
    getParentRoute: () => rootRoute,
    path: "$",
    staticData: { routeName: NOT_FOUND_ROUTE.name },
    beforeLoad: ({ location }) => throwDecision(pageNotFound(location.pathname)),
    component: () => notFoundPage(undefined),
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
    routeTree: rootRoute.addChildren([...layoutRoutes, catchAll]),
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

/** The record's top-level routes by layout, in record order. */
function layoutGroups<Entry extends Pick<RouteRecord, "layout">>(
  entries: readonly Entry[],
): [LayoutName, Entry[]][] {
  const groups = new Map<LayoutName, Entry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.layout) ?? [];
    group.push(entry);
    groups.set(entry.layout, group);
  }
  return [...groups];
}

/**
 * The child a bare parent address goes to, with the parent's parameters: a child's path extends
 * its parent's, so it needs no parameter the parent's match lacks.
 */
function bareRedirectPath(to: PathRouteName, params: Record<string, string>): string {
  return (routePath as (name: PathRouteName, params: Record<string, string>) => string)(to, params);
}

function withQuery(path: string, searchStr: string): string {
  return searchStr === "" ? path : `${path}${searchStr.startsWith("?") ? "" : "?"}${searchStr}`;
}
