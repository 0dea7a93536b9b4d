import { cartWith } from "../testing/cart-fixtures";
import type { Cart, CartAddPayload, CartChangePayload, CartItem } from "../types/cart";
import { catalogueProducts, productSummaries } from "./catalog-fixtures";

/** The token the mock cart answers with once it exists. */
export const MOCK_CART_TOKEN = "cart-token-1";

/**
 * The cart as the mock shop API keeps it, so add and change answer like a server: lines merge by
 * variant, quantity 0 removes a line, totals add up (`cartWith`). Stories reset it to their own
 * starting cart; it is module state because msw handlers are built once for the whole Storybook.
 */
export const mockCart = {
  items: [] as CartItem[],
  reset(cart: Cart | null) {
    this.items = cart === null ? [] : structuredClone(cart.items);
  },
  current(): Cart {
    return cartWith(this.items, MOCK_CART_TOKEN);
  },
  add(payload: CartAddPayload): Cart {
    const existing = this.items.find((item) => item.variantId === payload.variantId);
    if (existing) existing.quantity += payload.quantity;
    else this.items.push(lineFor(payload, this.items.length + 1));
    return this.current();
  },
  change(payload: CartChangePayload): Cart {
    this.items = this.items
      .map((item) => (item.id === payload.itemId ? { ...item, quantity: payload.quantity } : item))
      .filter((item) => item.quantity > 0);
    return this.current();
  },
};

function lineFor(payload: CartAddPayload, position: number): CartItem {
  const product = catalogueProducts().find((candidate) => candidate.id === payload.productId);
  const variant = product?.variants.find((candidate) => candidate.id === payload.variantId);
  const summary = productSummaries.find((candidate) => candidate.id === payload.productId);
  const image = variant?.images[0] ?? product?.images[0] ?? summary?.images[0] ?? null;
  return {
    id: `line-${position}`,
    productId: payload.productId,
    productSlug: product?.slug ?? summary?.slug ?? payload.productId,
    variantId: payload.variantId,
    variantName: variant && product && product.options.length > 0 ? variant.name : "",
    productName: product?.name ?? summary?.name ?? payload.productId,
    image,
    price: variant?.price ?? summary?.price ?? 0,
    quantity: payload.quantity,
    discountAmount: 0,
    maxQuantity: product?.maxQuantity ?? 10,
  };
}
