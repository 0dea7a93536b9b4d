import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { defineTheme } from "@vitrine/sdk/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storefrontFixture } from "../testing/storefront-fixture";
import { createHostRouter } from "./create-host-router";

const theme = defineTheme({
  handle: "default",
  pages: {
    cart: () => <p>cart</p>,
    "checkout-payment": () => <p>payment</p>,
    "not-found": () => <p>not found</p>,
  },
});

function show(url: string) {
  const router = createHostRouter({
    storefront: storefrontFixture(),
    theme,
    inFrame: false,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  // The router resets the scroll after a load; jsdom has no scrolling to do.
  vi.spyOn(window, "scrollTo").mockReturnValue();
  render(<RouterProvider router={router} />);
  return router;
}

function htmlAttributes() {
  const { route, layout } = document.documentElement.dataset;
  return { route, layout };
}

afterEach(cleanup);

describe("<html> names the page on screen", () => {
  it("a page sets data-route to its route and data-layout to its table layout", async () => {
    show("/cart");
    await waitFor(() => expect(htmlAttributes()).toEqual({ route: "cart", layout: "default" }));
  });

  it("a page of the none layout is marked none", async () => {
    show("/checkouts/c1/payment");
    await waitFor(() =>
      expect(htmlAttributes()).toEqual({ route: "checkout-payment", layout: "none" }),
    );
  });

  it("moving to a page of another layout marks the new page and layout", async () => {
    const router = show("/cart");
    await waitFor(() => expect(htmlAttributes().route).toBe("cart"));
    await act(() => router.navigate({ to: "/checkouts/c1/payment" }));
    expect(htmlAttributes()).toEqual({ route: "checkout-payment", layout: "none" });
  });

  it("an unknown address is the not-found page, without layout", async () => {
    show("/nope");
    await waitFor(() => expect(htmlAttributes()).toEqual({ route: "not-found", layout: "none" }));
  });

  it("a not-found raised by a route's own address is marked not-found too", async () => {
    show("/membership/checkouts/c1");
    await waitFor(() => expect(htmlAttributes()).toEqual({ route: "not-found", layout: "none" }));
  });

  it("the attributes go when the router is unmounted", async () => {
    show("/cart");
    await waitFor(() => expect(htmlAttributes().route).toBe("cart"));
    cleanup();
    expect(htmlAttributes()).toEqual({ route: undefined, layout: undefined });
  });
});
