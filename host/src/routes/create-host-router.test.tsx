import { createMemoryHistory, isNotFound, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import {
  ApiError,
  PROTECTED_ENTER_COOKIE,
  pageNotFound,
  type RouteName,
  redirect,
} from "@vitrine/sdk";
import { guardsOf, routeRecord } from "@vitrine/sdk/host";
import { defineTheme, useResource } from "@vitrine/sdk/react";
import { ResourceView } from "@vitrine/theme-kit";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initialStateFixture, shopFixture, storefrontFixture } from "../testing/storefront-fixture";
import { createThemeStore } from "../theme/theme-store";
import { createHostRouter, type HostRouter, type PageContext } from "./create-host-router";
import { enforceGuards, guardContextFor, throwDecision } from "./guard-wiring";

const theme = defineTheme({ handle: "default" });

/** The record's route of the page the router settled on, as the SDK's `matchRoute` found it. */
function shownRoute(router: HostRouter): RouteName | undefined {
  return (router.state.matches.at(-1)?.context as Partial<PageContext> | undefined)?.page?.route
    .name;
}

async function open(
  url: string,
  storefront = storefrontFixture(),
  inFrame = false,
): Promise<{ href: string; route: RouteName | undefined; status: number }> {
  const router = createHostRouter({
    storefront,
    theme,
    inFrame,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const matches = router.state.matches;
  return {
    href: router.state.location.href,
    route: shownRoute(router),
    // Not-found screens render at the root (`notFoundMode: "root"`), which holds the notFound.
    status: matches.some((match) => isNotFound(match.error)) ? 404 : 200,
  };
}

describe("guard wiring", () => {
  it("a guard's redirect becomes the router's redirect, replacing the history entry", () => {
    expect(() => throwDecision(redirect("/cart?page=2"))).toThrow(
      expect.objectContaining({
        options: expect.objectContaining({ href: "/cart?page=2", replace: true }),
      }),
    );
  });

  it("a guard's not-found becomes the router's notFound with the guard's message", () => {
    expect(() => throwDecision(pageNotFound("/nope"))).toThrow(
      expect.objectContaining({ isNotFound: true, data: { message: "Page Not Found: /nope" } }),
    );
  });

  it("the route's guards run on the context of the navigation", () => {
    const context = guardContextFor(storefrontFixture(), {
      path: "/membership/users/members/profile",
      search: {},
      inFrame: false,
    });
    expect(() => enforceGuards(context, guardsOf(routeRecord("member-profile")))).toThrow(
      expect.objectContaining({
        options: expect.objectContaining({ href: "/membership/auth/login" }),
      }),
    );
  });

  it("the router builds every address without a trailing slash, keeping the query", async () => {
    const router = createHostRouter({
      storefront: storefrontFixture(),
      theme,
      inFrame: false,
      history: createMemoryHistory({ initialEntries: ["/"] }),
    });
    await router.load();
    await router.navigate({ href: "/cart/?page=2" });
    expect(router.state.location.href).toBe("/cart?page=2");
    expect(shownRoute(router)).toBe("cart");
  });

  it("the root keeps its slash", async () => {
    expect(await open("/")).toMatchObject({ href: "/", route: "home" });
  });

  it("a path no route has is a 404 on the not-found page", async () => {
    expect(await open("/nope")).toMatchObject({ status: 404 });
  });

  it("the theme's not-found page is given the message of what raised it", async () => {
    const router = createHostRouter({
      storefront: storefrontFixture(),
      theme: defineTheme({
        handle: "default",
        pages: { "not-found": ({ message }) => <p>{message ?? "no message"}</p> },
      }),
      inFrame: false,
      history: createMemoryHistory({ initialEntries: ["/nope"] }),
    });
    // The router resets the scroll after a load; jsdom has no scrolling to do.
    vi.spyOn(window, "scrollTo").mockReturnValue();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Page Not Found: /nope")).toBeTruthy();
  });

  it("a theme store's new theme replaces the page on screen without a new route or router", async () => {
    const themes = createThemeStore(
      defineTheme({ handle: "studio", pages: { cart: () => <p>first build</p> } }),
    );
    const router = createHostRouter({
      storefront: storefrontFixture(),
      theme: themes,
      inFrame: false,
      history: createMemoryHistory({ initialEntries: ["/cart?page=2"] }),
    });
    vi.spyOn(window, "scrollTo").mockReturnValue();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("first build")).toBeTruthy();
    const location = router.state.location;
    act(() =>
      themes.set(defineTheme({ handle: "studio", pages: { cart: () => <p>second build</p> } })),
    );
    expect(await screen.findByText("second build")).toBeTruthy();
    expect(router.state.location).toBe(location);
  });

  it("page validity comes before the global checks: an unknown address stays a 404 while coming soon", async () => {
    const storefront = storefrontFixture(
      initialStateFixture({ shop: shopFixture({ isComingSoon: true }) }),
    );
    expect(await open("/nope", storefront)).toMatchObject({ href: "/nope", status: 404 });
  });

  it("a coming-soon shop sends every page to coming-soon", async () => {
    const storefront = storefrontFixture(
      initialStateFixture({ shop: shopFixture({ isComingSoon: true }) }),
    );
    expect(await open("/products/logo-tee", storefront)).toMatchObject({
      href: "/coming-soon",
      route: "coming-soon",
    });
  });

  it("the protected enter cookie opens a coming-soon shop", async () => {
    const storefront = storefrontFixture(
      initialStateFixture({ shop: shopFixture({ isComingSoon: true }) }),
      { cookies: { [PROTECTED_ENTER_COOKIE]: "true" } },
    );
    expect(await open("/products/logo-tee", storefront)).toMatchObject({ route: "product" });
  });

  it("customizing inside the frame opens a coming-soon shop", async () => {
    const storefront = storefrontFixture(
      initialStateFixture({ shop: shopFixture({ isComingSoon: true }) }),
      { customizing: true },
    );
    expect(await open("/products/logo-tee", storefront, true)).toMatchObject({
      route: "product",
    });
  });

  it("per-route guards run: a visitor on an account page goes to login", async () => {
    expect(await open("/membership/users/members/perks")).toMatchObject({
      href: "/membership/auth/login",
      route: "auth-login",
    });
  });

  it("with membership off, membership pages go home", async () => {
    const storefront = storefrontFixture(initialStateFixture({ membershipSettings: null }));
    expect(await open("/membership/posts", storefront)).toMatchObject({ href: "/", route: "home" });
  });
});

describe("route redirects", () => {
  it("/membership goes to posts", async () => {
    expect(await open("/membership")).toMatchObject({
      href: "/membership/posts",
      route: "membership-posts",
    });
  });

  it("the video catalog goes to featured", async () => {
    expect(await open("/membership/video-catalog")).toMatchObject({
      href: "/membership/video-catalog/featured",
      route: "membership-video-catalog-featured",
    });
  });

  it("/orders/{code} goes to its status", async () => {
    expect(await open("/orders/A1B2")).toMatchObject({
      href: "/orders/A1B2/status",
      route: "order-status",
    });
  });

  it("the bare membership checkout is a 404", async () => {
    expect(await open("/membership/checkouts/c1")).toMatchObject({ status: 404 });
  });

  it("a membership checkout step is a page of its own", async () => {
    expect(await open("/membership/checkouts/c1/change-subscription")).toMatchObject({
      route: "membership-checkout-change-subscription",
      status: 200,
    });
  });

  it("a parent's bare address shows the parent's page", async () => {
    expect(await open("/checkouts/c1")).toMatchObject({ route: "checkout", status: 200 });
  });
});

describe("a page whose resource does not exist (issue 13 §4)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const failing = (statusCode: number, data: ApiError["data"] = {}) =>
    new ApiError("The API's own words", { statusCode, statusMessage: "", data });

  /** A content page whose one resource fails as given, shown through the kit's ResourceView. */
  function openFailingPage(url: string, error: ApiError) {
    const router = createHostRouter({
      storefront: storefrontFixture(),
      theme: defineTheme({
        handle: "default",
        pages: {
          page: () => {
            const page = useResource(() => Promise.reject(error), []);
            return (
              <ResourceView resource={page} pageResource>
                {() => <p>the page</p>}
              </ResourceView>
            );
          },
          "not-found": ({ message }) => <p>{message ?? "no message"}</p>,
        },
      }),
      inFrame: false,
      history: createMemoryHistory({ initialEntries: [url] }),
    });
    vi.spyOn(window, "scrollTo").mockReturnValue();
    render(<RouterProvider router={router} />);
    return router;
  }

  it("a 404 shows the theme's not-found page with the spec's message, and no retry", async () => {
    // React reports the error the page throws to the console before the host catches it.
    vi.spyOn(console, "error").mockReturnValue();
    openFailingPage("/pages/gone", failing(404));
    expect(await screen.findByText(pageNotFound("/pages/gone").message)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText("The API's own words")).toBeNull();
  });

  it("a renamed resource (SSHOP-301) goes to its new address instead", async () => {
    vi.spyOn(console, "error").mockReturnValue();
    const router = openFailingPage(
      "/pages/old",
      failing(404, { code: "SSHOP-301", redirectTo: "/pages/new" }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/pages/new"));
  });

  it("the server's missing resource is the first page's not-found page, and that page's only", async () => {
    const router = createHostRouter({
      storefront: storefrontFixture(),
      theme,
      inFrame: false,
      history: createMemoryHistory({ initialEntries: ["/products/caf%C3%A9"] }),
      missingResource: true,
    });
    await router.load();
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true);
    await router.navigate({ href: "/products/caf%C3%A9" });
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(false);
    expect(shownRoute(router)).toBe("product");
  });

  it("tells of the redirects the record makes, for a server render to answer them", async () => {
    const redirects: string[] = [];
    const router = createHostRouter({
      storefront: storefrontFixture(),
      theme,
      inFrame: false,
      history: createMemoryHistory({ initialEntries: ["/orders/AB12?x=1"] }),
      onRedirect: (href) => redirects.push(href),
    });
    await router.load();
    expect(redirects).toEqual(["/orders/AB12/status?x=1"]);
  });

  it("a server error still offers a retry, on the page itself", async () => {
    openFailingPage("/pages/about", failing(500));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button")).toBeTruthy();
    expect(screen.queryByText(/Page Not Found/)).toBeNull();
  });
});
