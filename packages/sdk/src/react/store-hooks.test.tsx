// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { cartItem, cartWith } from "@vitrine/contract/testing";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { writeCartToken } from "../cookies/tokens";
import { testStorefront } from "../testing/test-storefront";
import { useCart, useShop, useTwitch } from "./store-hooks";
import { StorefrontProvider, useStorefront } from "./storefront-context";

afterEach(cleanup);

function wrapperFor(storefront = testStorefront()) {
  return ({ children }: { children: ReactNode }) => (
    <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
  );
}

describe("React bindings", () => {
  it("useStorefront outside a provider says how to fix it", () => {
    expect(() => renderHook(() => useStorefront())).toThrow("wrap the app in <StorefrontProvider");
  });

  it("useShop reads the shop of the provider's storefront", () => {
    const { result } = renderHook(() => useShop(), { wrapper: wrapperFor() });
    expect(result.current.state.shop?.name).toBe("Demo Merch");
  });

  it("useTwitch reads the Twitch state", () => {
    const { result } = renderHook(() => useTwitch(), { wrapper: wrapperFor() });
    expect(result.current.state).toEqual({
      isLive: true,
      giftable: true,
      channelName: "democreator",
    });
  });

  // valtio notifies subscribers after the current task, hence the async `act`.
  it("a component re-renders when the cart it shows changes", async () => {
    const storefront = testStorefront();
    function CartCount() {
      const { state } = useCart();
      return <p>{state.cart?.itemCount ?? 0} items</p>;
    }
    render(<CartCount />, { wrapper: wrapperFor(storefront) });
    expect(screen.getByText("0 items")).toBeTruthy();
    await act(async () => storefront.stores.cart.setCart(cartWith([cartItem({ quantity: 3 })])));
    expect(screen.getByText("3 items")).toBeTruthy();
  });

  it("a component showing a cart no one loaded (start-up skips it on a checkout page) loads it", async () => {
    const cart = cartWith([cartItem({ quantity: 2 })]);
    const storefront = testStorefront(async () => Response.json({ data: cart }));
    writeCartToken(storefront.cookies, cart.token);
    await storefront.stores.cart.loadAtStartup("/checkouts/c1/payment");
    function CartCount() {
      const { state } = useCart();
      return <p>{state.cart?.itemCount ?? 0} items</p>;
    }
    render(<CartCount />, { wrapper: wrapperFor(storefront) });
    expect(await screen.findByText("2 items")).toBeTruthy();
  });

  it("a component does not re-render for store changes it did not read", async () => {
    const storefront = testStorefront();
    let renders = 0;
    function ShopName() {
      renders += 1;
      return <p>{useShop().state.shop?.name}</p>;
    }
    render(<ShopName />, { wrapper: wrapperFor(storefront) });
    const before = renders;
    await act(async () => storefront.stores.shop.updateThemeSettings({ page_width: 1600 }));
    expect(renders).toBe(before);
    await act(async () => {
      const shop = storefront.stores.shop.state.shop;
      if (shop) shop.name = "Renamed";
    });
    expect(screen.getByText("Renamed")).toBeTruthy();
  });
});
