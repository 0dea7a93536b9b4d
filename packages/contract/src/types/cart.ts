import * as z from "zod/mini";
import { type ProductOrderBy, productImage } from "./catalog";
import { moneyMinor, type SortDirection } from "./common";

/** The most units of one line a cart call takes at once. */
export const MAX_LINE_QUANTITY = 999;

const lineId = z.string().check(z.minLength(1), z.maxLength(100));

export const cartItem = z.object({
  id: z.string(),
  productId: z.string(),
  productSlug: z.string(),
  variantId: z.string(),
  variantName: z.string(),
  productName: z.string(),
  image: z.nullable(productImage),
  /** Unit price before quantity discounts. */
  price: moneyMinor,
  quantity: z.number(),
  /** Discount on this line from quantity-discount tiers. */
  discountAmount: moneyMinor,
  /** Most units this line may hold (stock and the product's limit). */
  maxQuantity: z.number(),
});
export type CartItem = z.output<typeof cartItem>;

export const cart = z.object({
  token: z.string(),
  currency: z.string(),
  items: z.array(cartItem),
  itemCount: z.number(),
  subTotalAmount: moneyMinor,
  totalDiscountAmount: moneyMinor,
  totalTaxAmount: moneyMinor,
  totalAmount: moneyMinor,
});
export type Cart = z.output<typeof cart>;

export const cartAddPayload = z.object({
  productId: lineId,
  variantId: lineId,
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
});
export type CartAddPayload = z.input<typeof cartAddPayload>;

/** Sets a line's quantity; 0 removes the line. */
export const cartChangePayload = z.object({
  itemId: lineId,
  quantity: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_LINE_QUANTITY)),
});
export type CartChangePayload = z.input<typeof cartChangePayload>;

export interface CartRecommendQuery {
  /** 1-based as the UI counts; cross-sell starts at the first page. */
  page?: number;
  pageSize?: number;
  orderBy?: ProductOrderBy;
  direction?: SortDirection;
}
