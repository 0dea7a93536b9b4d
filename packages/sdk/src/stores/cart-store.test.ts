import { CART_TOKEN_COOKIE, type Cart } from "@vitrine/contract";
import { cartItem, cartWith } from "@vitrine/contract/testing";
import { describe, expect, it, vi } from "vitest";
import { createMemoryCookieJar } from "../cookies/memory-cookie-jar";
import { readCartToken, writeCartToken } from "../cookies/tokens";
import { createCartStore, isCheckoutPath } from "./cart-store";

function setup(api: Partial<Parameters<typeof createCartStore>[0]["api"]> = {}, token?: string) {
  const cookies = createMemoryCookieJar();
  if (token) writeCartToken(cookies, token);
  const analytics = { emit: vi.fn() };
  const calls = {
    get: vi.fn<(token: string) => Promise<Cart>>().mockRejectedValue(new Error("unexpected get")),
    add: vi.fn().mockRejectedValue(new Error("unexpected add")),
    change: vi.fn().mockRejectedValue(new Error("unexpected change")),
    ...api,
  };
  const store = createCartStore({ api: calls, cookies, analytics });
  return { store, cookies, analytics, calls };
}

describe("cart store", () => {
  it("loads the cart of the stored token at start-up", async () => {
    const cart = cartWith([cartItem()]);
    const { store, calls } = setup({ get: vi.fn().mockResolvedValue(cart) }, "cart-token-1");
    await store.loadAtStartup("/products/logo-tee");
    expect(calls.get).toHaveBeenCalledWith("cart-token-1");
    expect(store.state.cart).toEqual(cart);
    expect(store.state.status).toBe("ready");
  });

  it.each(["/checkouts/c1/payment", "/checkouts", "/membership/checkouts/c1/payment"])(
    "does not load the cart at start-up on the checkout page %s",
    async (path) => {
      const { store, calls } = setup({}, "cart-token-1");
      await store.loadAtStartup(path);
      expect(calls.get).not.toHaveBeenCalled();
      expect(store.state.status).toBe("idle");
    },
  );

  it("start-up does not ask again for a cart something showing it already asked for", async () => {
    const cart = cartWith([cartItem()]);
    const { store, calls } = setup({ get: vi.fn().mockResolvedValue(cart) }, "cart-token-1");
    await Promise.all([store.ensureLoaded(), store.loadAtStartup("/")]);
    expect(calls.get).toHaveBeenCalledTimes(1);
    expect(store.state.cart).toEqual(cart);
  });

  it("a cart skipped at start-up on a checkout page loads once something shows it", async () => {
    const cart = cartWith([cartItem()]);
    const { store, calls } = setup({ get: vi.fn().mockResolvedValue(cart) }, "cart-token-1");
    await store.loadAtStartup("/checkouts/c1/payment");
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(calls.get).toHaveBeenCalledTimes(1);
    expect(store.state.cart).toEqual(cart);
    expect(store.state.status).toBe("ready");
  });

  it("a failed load clears the cart token and the cart", async () => {
    const { store, cookies } = setup(
      { get: vi.fn().mockRejectedValue(new Error("gone")) },
      "stale",
    );
    store.setCart(cartWith([cartItem()]));
    await store.load();
    expect(readCartToken(cookies)).toBeUndefined();
    expect(store.state.cart).toBeNull();
  });

  it("without a cart token there is nothing to load", async () => {
    const { store, calls } = setup();
    await store.load();
    expect(calls.get).not.toHaveBeenCalled();
    expect(store.state.cart).toBeNull();
  });

  it("setting cart data with no items empties the cart", () => {
    const { store } = setup();
    store.setCart(cartWith([cartItem()]));
    store.setCart(cartWith([]));
    expect(store.state.cart).toBeNull();
  });

  it("adding stores the returned token, opens the mini cart on the added item and records add-to-cart", async () => {
    const added = cartItem({
      id: "line-2",
      variantId: "var-mug",
      productId: "prod-mug",
      price: 1800,
    });
    const cart = cartWith([cartItem(), added], "new-token");
    const { store, cookies, analytics, calls } = setup({ add: vi.fn().mockResolvedValue(cart) });
    await store.add({ productId: "prod-mug", variantId: "var-mug", quantity: 1 });
    expect(calls.add).toHaveBeenCalledWith(undefined, {
      productId: "prod-mug",
      variantId: "var-mug",
      quantity: 1,
    });
    expect(cookies.get(CART_TOKEN_COOKIE)).toBe("new-token");
    expect(store.state.miniCart).toEqual({ open: true, addedItem: added });
    expect(analytics.emit).toHaveBeenCalledWith("add_to_cart", {
      productId: "prod-mug",
      variantId: "var-mug",
      quantity: 1,
      price: 1800,
      currency: "USD",
    });
  });

  it("adding to an existing cart sends its token", async () => {
    const cart = cartWith([cartItem()], "cart-token-1");
    const add = vi.fn().mockResolvedValue(cart);
    const { store } = setup({ add }, "cart-token-1");
    await store.add({ productId: "prod-tee", variantId: "var-tee-m-black", quantity: 1 });
    expect(add.mock.calls[0]?.[0]).toBe("cart-token-1");
  });

  it("a failed add leaves the cart and the mini cart as they were", async () => {
    const { store, analytics } = setup({
      add: vi.fn().mockRejectedValue(new Error("Out of stock")),
    });
    await expect(store.add({ productId: "p", variantId: "v", quantity: 1 })).rejects.toThrow(
      "Out of stock",
    );
    expect(store.state.miniCart.open).toBe(false);
    expect(analytics.emit).not.toHaveBeenCalled();
  });

  it("closing the mini cart clears the added item", async () => {
    const { store } = setup({ add: vi.fn().mockResolvedValue(cartWith([cartItem()])) });
    await store.add({ productId: "prod-tee", variantId: "var-tee-m-black", quantity: 1 });
    store.closeMiniCart();
    expect(store.state.miniCart).toEqual({ open: false, addedItem: null });
  });

  it("a quantity change shows at once and takes the server's totals when it answers", async () => {
    const before = cartWith([cartItem({ quantity: 1 })]);
    const after = cartWith([cartItem({ quantity: 3 })]);
    let answer: (cart: Cart) => void = () => {};
    const change = vi.fn(
      () =>
        new Promise<Cart>((resolve) => {
          answer = resolve;
        }),
    );
    const { store } = setup({ change }, "cart-token-1");
    store.setCart(before);
    const done = store.changeQuantity("line-1", 3);
    expect(store.state.cart?.items[0]?.quantity).toBe(3);
    expect(store.state.cart?.itemCount).toBe(3);
    expect(store.state.pendingChanges).toBe(1);
    answer(after);
    await done;
    expect(store.state.cart).toEqual(after);
    expect(store.state.pendingChanges).toBe(0);
    expect(change).toHaveBeenCalledWith("cart-token-1", { itemId: "line-1", quantity: 3 });
  });

  it("a quantity change rolls back when the server refuses it", async () => {
    const before = cartWith([cartItem({ quantity: 2 })]);
    const { store } = setup(
      { change: vi.fn().mockRejectedValue(new Error("Only 2 left")) },
      "cart-token-1",
    );
    store.setCart(before);
    await expect(store.changeQuantity("line-1", 5)).rejects.toThrow("Only 2 left");
    expect(store.state.cart).toEqual(before);
  });

  it("removing a line sets its quantity to 0 and hides it at once", async () => {
    const other = cartItem({ id: "line-2", variantId: "var-mug" });
    const after = cartWith([other]);
    const change = vi.fn().mockResolvedValue(after);
    const { store } = setup({ change }, "cart-token-1");
    store.setCart(cartWith([cartItem(), other]));
    const done = store.removeItem("line-1");
    expect(store.state.cart?.items.map((item) => item.id)).toEqual(["line-2"]);
    await done;
    expect(change).toHaveBeenCalledWith("cart-token-1", { itemId: "line-1", quantity: 0 });
  });
});

describe("checkout paths", () => {
  it.each([
    ["/checkouts", true],
    ["/checkouts/abc/information", true],
    ["/membership/checkouts/abc/payment", true],
    ["/cart", false],
    ["/checkouts-guide", false],
  ])("%s is a checkout page: %s", (path, expected) => {
    expect(isCheckoutPath(path)).toBe(expected);
  });
});
