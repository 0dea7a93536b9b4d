import type { Cart, CartItem } from "@vitrine/contract";

/** A cart line as the server answers it; tests and stories override what they need. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: "line-1",
    productId: "prod-tee",
    productSlug: "logo-tee",
    variantId: "var-tee-m-black",
    variantName: "M / Black",
    productName: "Logo Tee",
    image: null,
    price: 2500,
    quantity: 1,
    discountAmount: 0,
    maxQuantity: 10,
    ...overrides,
  };
}

/** A cart whose totals add up from its lines (8 % tax, no discounts). */
export function cartWith(items: CartItem[], token = "cart-token-1"): Cart {
  const subTotalAmount = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const totalTaxAmount = Math.round(subTotalAmount * 0.08);
  return {
    token,
    currency: "USD",
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subTotalAmount,
    totalDiscountAmount: 0,
    totalTaxAmount,
    totalAmount: subTotalAmount + totalTaxAmount,
  };
}
