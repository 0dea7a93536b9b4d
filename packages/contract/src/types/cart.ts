import type { ProductImage, ProductOrderBy } from "./catalog";
import type { MoneyMinor, SortDirection } from "./common";

export interface CartItem {
  id: string;
  productId: string;
  productSlug: string;
  variantId: string;
  variantName: string;
  productName: string;
  image: ProductImage | null;
  /** Unit price before quantity discounts. */
  price: MoneyMinor;
  quantity: number;
  /** Discount on this line from quantity-discount tiers. */
  discountAmount: MoneyMinor;
  /** Most units this line may hold (stock and the product's limit). */
  maxQuantity: number;
}

export interface Cart {
  token: string;
  currency: string;
  items: CartItem[];
  itemCount: number;
  subTotalAmount: MoneyMinor;
  totalDiscountAmount: MoneyMinor;
  totalTaxAmount: MoneyMinor;
  totalAmount: MoneyMinor;
}

export interface CartAddPayload {
  productId: string;
  variantId: string;
  quantity: number;
}

/** Sets a line's quantity; 0 removes the line. */
export interface CartChangePayload {
  itemId: string;
  quantity: number;
}

export interface CartRecommendQuery {
  /** 1-based as the UI counts; cross-sell starts at the first page. */
  page?: number;
  pageSize?: number;
  orderBy?: ProductOrderBy;
  direction?: SortDirection;
}
