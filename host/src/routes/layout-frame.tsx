import { Outlet, useMatches } from "@tanstack/react-router";
import type { LayoutName } from "@vitrine/sdk";
import { NOT_FOUND_ROUTE } from "@vitrine/sdk/host";
import type { RenderTheme } from "../theme/merge-themes";
import { useRouteAttributes } from "./route-attributes";

/**
 * The theme's layout of a group of routes around the current page. `none` frames nothing, and so
 * does a layout the theme does not provide: its pages still render, unframed. `<html>` carries
 * the page's route and this layout (`useRouteAttributes`).
 */
export function LayoutFrame({ theme, layout }: { theme: RenderTheme; layout: LayoutName }) {
  const route = useMatches({
    select: (matches) => matches.at(-1)?.staticData.routeName ?? NOT_FOUND_ROUTE.name,
  });
  useRouteAttributes(route, layout);
  const Layout = layout === "none" ? undefined : theme.layouts[layout];
  if (Layout === undefined) return <Outlet />;
  return (
    <Layout route={route}>
      <Outlet />
    </Layout>
  );
}
