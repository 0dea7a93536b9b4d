import { expect, type Page } from "@playwright/test";
import type { LayoutName, RouteName } from "@vitrine/sdk";

declare global {
  interface Window {
    /** Every "route layout" pair `<html>` showed since the page loaded, in order. */
    __vitrineRoutesSeen?: string[];
  }
}

/**
 * Records every page the host marks on `<html>` (`data-route`, `data-layout`), so that a page
 * which moves on by itself (the sign-in link, logout) can still be shown to have rendered. Call
 * once per page, before the first `goto`.
 */
export async function recordRenderedRoutes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__vitrineRoutesSeen = seen;
    // Both attributes change in one commit: one callback reads the pair they make together.
    new MutationObserver(() => {
      const { route, layout } = document.documentElement.dataset;
      if (route !== undefined) seen.push(`${route} ${layout}`);
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-route", "data-layout"],
    });
  });
}

/** The host marks `route` in `layout` on `<html>` (`useRouteAttributes`): the router is there. */
export async function expectRoute(page: Page, route: RouteName, layout: LayoutName): Promise<void> {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-route", route);
  await expect(html).toHaveAttribute("data-layout", layout);
}

/**
 * The host shows the page of `route` in `layout`: `<html>` says so, the host shows none of its
 * error screens (a missing theme page among them), a framed layout has the shop's header and a
 * `none` one has not, and the page's content replaced its loading placeholder without failing.
 */
export async function expectRenderedRoute(
  page: Page,
  route: RouteName,
  layout: LayoutName,
): Promise<void> {
  await expectRoute(page, route, layout);
  await expect(page.locator(".vh-error")).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(layout === "none" ? 0 : 1);
  if (layout === "membership") {
    await expect(page.getByRole("navigation", { name: "Membership" })).toBeVisible();
  }
  const main = page.getByRole("main");
  await expect(main).toBeVisible();
  // Loading placeholders are `aria-busy` (the theme's LoadingState), failed loads `role="alert"`.
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByRole("alert")).toHaveCount(0);
  await expect(main).toHaveText(/\S/);
}

/** `route` rendered in `layout` at some point since the page loaded (`recordRenderedRoutes`). */
export async function expectRouteWasRendered(
  page: Page,
  route: RouteName,
  layout: LayoutName,
): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__vitrineRoutesSeen ?? []))
    .toContain(`${route} ${layout}`);
}
