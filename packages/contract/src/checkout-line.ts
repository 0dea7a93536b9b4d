import type { CartItem } from "./types/cart";
import type { CheckoutLine } from "./types/shop-checkout";

/**
 * A checkout line from a cart line, as the platform prices it when the checkout is made: the
 * cart's price and quantity-tier discount carry over unchanged.
 *
 * @example
 * checkoutLineOf(cartItem({ quantity: 2 }))
 * // { productId: "prod-tee", variantId: "var-tee-m-black", price: 2500, quantity: 2, discountAmount: 0, … }
 */
export function checkoutLineOf(item: CartItem): CheckoutLine {
  return {
    productId: item.productId,
    productSlug: item.productSlug,
    variantId: item.variantId,
    productName: item.productName,
    variantName: item.variantName,
    image: item.image,
    price: item.price,
    quantity: item.quantity,
    discountAmount: item.discountAmount,
  };
}
