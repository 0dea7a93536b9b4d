import type { Cart, CartAddPayload, CartItem } from "@vitrine/contract";
import { proxy } from "valtio/vanilla";
import type { Analytics } from "../analytics/create-analytics";
import type { CartApi } from "../api/cart";
import type { CookieJar } from "../cookies/cookie-jar";
import { clearCartToken, readCartToken, writeCartToken } from "../cookies/tokens";
import { matchRoute } from "../routing/match-route";

export interface CartState {
  /** `null` while there is no cart or it holds nothing. */
  cart: Cart | null;
  /** `idle` until the cart is first loaded: a checkout page leaves it so at start-up. */
  status: "idle" | "loading" | "ready";
  miniCart: { open: boolean; addedItem: CartItem | null };
  /** Quantity changes sent but not yet answered; totals are the server's only when this is 0. */
  pendingChanges: number;
}

export interface CartStore {
  state: CartState;
  /** Loads the cart of the stored token; a failed load clears the token and the cart. */
  load(): Promise<void>;
  /**
   * The start-up load, skipped on checkout pages (they load their own checkout): the cart stays
   * `idle` until something that shows it calls `ensureLoaded`. Skipped too once the cart is
   * loading or loaded (a shared page loads it after hydration, when the header may have asked).
   */
  loadAtStartup(path: string): Promise<void>;
  /** Loads the cart unless it is loaded or loading: what a component showing the cart calls. */
  ensureLoaded(): Promise<void>;
  /** Replaces the cart; a cart with no items empties it. */
  setCart(cart: Cart | null): void;
  /** Adds a variant, keeps the returned token, opens the mini cart on the added line. */
  add(payload: CartAddPayload): Promise<Cart>;
  /** Sets a line's quantity at once, then reconciles with the server; rolls back on error. */
  changeQuantity(itemId: string, quantity: number): Promise<void>;
  removeItem(itemId: string): Promise<void>;
  closeMiniCart(): void;
}

export interface CartStoreDeps {
  api: Pick<CartApi, "get" | "add" | "change">;
  cookies: CookieJar;
  analytics: Pick<Analytics, "emit">;
}

/**
 * Whether the page at a path loads a checkout, not the cart (spec §4), as its route says.
 *
 * @example
 * isCheckoutPath("/checkouts/c1/payment") // true
 * isCheckoutPath("/products/logo-tee") // false
 */
export function isCheckoutPath(path: string): boolean {
  return matchRoute(path)?.route.cartAtStartup === false;
}

/**
 * The shopper's cart (spec §4), kept in a valtio proxy.
 *
 * @example
 * const cart = createCartStore({ api: storefront.api.cart, cookies, analytics });
 * await cart.loadAtStartup(location.pathname); // on "/checkouts/c1/payment": still "idle"
 * await cart.ensureLoaded(); // the header's badge, back on the shop: loads it once
 * await cart.add({ productId: "p1", variantId: "v1", quantity: 1 });
 * cart.state.miniCart // { open: true, addedItem: { variantId: "v1", … } }
 * cart.closeMiniCart(); // { open: false, addedItem: null }
 */
export function createCartStore({ api, cookies, analytics }: CartStoreDeps): CartStore {
  const state = proxy<CartState>({
    cart: null,
    status: "idle",
    miniCart: { open: false, addedItem: null },
    pendingChanges: 0,
  });
  // The last cart the server answered; what an optimistic change rolls back to.
  let confirmed: Cart | null = null;

  function setCart(cart: Cart | null) {
    confirmed = cart !== null && cart.items.length > 0 ? cart : null;
    state.cart = confirmed === null ? null : structuredClone(confirmed);
  }

  async function load() {
    const token = readCartToken(cookies);
    if (token === undefined) {
      setCart(null);
      state.status = "ready";
      return;
    }
    state.status = "loading";
    try {
      setCart(await api.get(token));
    } catch {
      clearCartToken(cookies);
      setCart(null);
    } finally {
      state.status = "ready";
    }
  }

  async function changeQuantity(itemId: string, quantity: number) {
    const token = readCartToken(cookies);
    const current = state.cart;
    if (token === undefined || current === null) return;
    state.cart = withQuantity(current, itemId, quantity);
    state.pendingChanges += 1;
    try {
      const answered = await api.change(token, { itemId, quantity });
      state.pendingChanges -= 1;
      if (state.pendingChanges === 0) setCart(answered);
      else confirmed = answered;
    } catch (error) {
      state.pendingChanges -= 1;
      setCart(confirmed);
      throw error;
    }
  }

  return {
    state,
    load,
    async loadAtStartup(path) {
      // After a shared page hydrated, the header may have asked for the cart already.
      if (!isCheckoutPath(path) && state.status === "idle") await load();
    },
    async ensureLoaded() {
      if (state.status === "idle") await load();
    },
    setCart,
    async add(payload) {
      const cart = await api.add(readCartToken(cookies), payload);
      writeCartToken(cookies, cart.token);
      setCart(cart);
      const addedItem = cart.items.find((item) => item.variantId === payload.variantId) ?? null;
      state.miniCart = { open: true, addedItem };
      analytics.emit("add_to_cart", {
        productId: payload.productId,
        variantId: payload.variantId,
        quantity: payload.quantity,
        price: addedItem?.price ?? 0,
        currency: cart.currency,
      });
      return cart;
    },
    changeQuantity,
    removeItem: (itemId) => changeQuantity(itemId, 0),
    closeMiniCart() {
      state.miniCart = { open: false, addedItem: null };
    },
  };
}

/**
 * The cart as it will be once a quantity change lands, for showing at once: the line's quantity
 * and the item count change; money totals wait for the server, which applies discounts and tax.
 */
function withQuantity(cart: Cart, itemId: string, quantity: number): Cart {
  const items = cart.items
    .map((item) => (item.id === itemId ? { ...item, quantity } : item))
    .filter((item) => item.quantity > 0);
  return { ...cart, items, itemCount: items.reduce((sum, item) => sum + item.quantity, 0) };
}
