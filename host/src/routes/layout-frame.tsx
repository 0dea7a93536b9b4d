import type { LayoutName, RouteName } from "@vitrine/sdk";
import type { ReactNode } from "react";
import type { RenderTheme } from "../theme/merge-themes";
import { useRouteAttributes } from "./route-attributes";

/**
 * The theme's layout of a group of routes around the current page. `none` frames nothing, and so
 * does a layout the theme does not provide: its pages still render, unframed. `<html>` carries
 * the page's route and this layout (`useRouteAttributes`).
 */
export function LayoutFrame({
  theme,
  layout,
  route,
  children,
}: {
  theme: RenderTheme;
  layout: LayoutName;
  route: RouteName;
  children: ReactNode;
}) {
  useRouteAttributes(route, layout);
  const Layout = layout === "none" ? undefined : theme.layouts[layout];
  if (Layout === undefined) return <>{children}</>;
  return <Layout route={route}>{children}</Layout>;
}
