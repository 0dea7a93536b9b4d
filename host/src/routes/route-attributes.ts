import type { LayoutName, RouteName } from "@vitrine/sdk";
import { useLayoutEffect } from "react";

/**
 * Marks `<html>` with the page on screen while it is mounted: `data-route` (the route name) and
 * `data-layout` (the layout the route record frames it in). Themes key per-page CSS on them
 * (`html[data-route="product"] .vt-header { … }`) and end-to-end tests read which page rendered.
 * Set before paint, so such CSS never flashes; removed on unmount, so an error screen that
 * replaces the page carries neither.
 *
 * @example
 * useRouteAttributes("product", "full-width")
 * // <html data-route="product" data-layout="full-width">
 */
export function useRouteAttributes(route: RouteName, layout: LayoutName): void {
  useLayoutEffect(() => {
    const { dataset } = document.documentElement;
    dataset.route = route;
    dataset.layout = layout;
    return () => {
      delete dataset.route;
      delete dataset.layout;
    };
  }, [route, layout]);
}

/** `useRouteAttributes` for pages rendered outside a layout frame (the not-found page). */
export function RouteAttributes({ route, layout }: { route: RouteName; layout: LayoutName }) {
  useRouteAttributes(route, layout);
  return null;
}
