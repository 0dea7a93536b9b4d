// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { pageTitle } from "../navigation/page-title";
import { testStorefront } from "../testing/test-storefront";
import { StorefrontProvider } from "./storefront-context";
import { usePageTitle } from "./use-page-title";

afterEach(cleanup);

describe("page titles", () => {
  it("a page's name comes before the shop's; without one the shop's name stands alone", () => {
    expect(pageTitle("Night Owl Hoodie", "Maya Makes")).toBe("Night Owl Hoodie · Maya Makes");
    expect(pageTitle(undefined, "Maya Makes")).toBe("Maya Makes");
    expect(pageTitle("", "Maya Makes")).toBe("Maya Makes");
  });

  it("the tab names the page while it shows, and the shop again once it goes", () => {
    const storefront = testStorefront();
    const shopName = storefront.stores.shop.state.shop?.name ?? "";
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
    );
    const { rerender, unmount } = renderHook(({ title }) => usePageTitle(title), {
      wrapper,
      initialProps: { title: "Night Owl Hoodie" as string | undefined },
    });
    expect(document.title).toBe(`Night Owl Hoodie · ${shopName}`);
    rerender({ title: "Trail Runner" });
    expect(document.title).toBe(`Trail Runner · ${shopName}`);
    unmount();
    expect(document.title).toBe(shopName);
  });
});
