import type { Cart, MoneyMinor, QuantityDiscountTier } from "@vitrine/contract";
import type { Selectable } from "kysely";
import type { ProductImagesTable, ShopRow } from "../db/schema";
import { toProductImage } from "../storefront/catalog-mappers";
import { activeTier } from "../storefront/quantity-tiers";

export interface PricedLine {
  price: MoneyMinor;
  quantity: number;
  /** The quantity tier the line reaches, 0 when none. */
  percentOff: number;
}

export interface CartTotals {
  lineDiscounts: MoneyMinor[];
  itemCount: number;
  subTotalAmount: MoneyMinor;
  totalDiscountAmount: MoneyMinor;
  totalTaxAmount: MoneyMinor;
  totalAmount: MoneyMinor;
}

/**
 * Totals in minor units: each line's discount is rounded to the cent, tax is charged on the
 * discounted subtotal at `taxRateBps` basis points and rounded once.
 * @example cartTotals([{ price: 900, quantity: 3, percentOff: 10 }], 800)
 * // { lineDiscounts: [270], itemCount: 3, subTotalAmount: 2700, totalDiscountAmount: 270,
 * //   totalTaxAmount: 194, totalAmount: 2624 }
 */
export function cartTotals(lines: readonly PricedLine[], taxRateBps: number): CartTotals {
  const lineDiscounts = lines.map((line) =>
    Math.round((line.price * line.quantity * line.percentOff) / 100),
  );
  const subTotalAmount = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totalDiscountAmount = lineDiscounts.reduce((sum, discount) => sum + discount, 0);
  const totalTaxAmount = Math.round(((subTotalAmount - totalDiscountAmount) * taxRateBps) / 10_000);
  return {
    lineDiscounts,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subTotalAmount,
    totalDiscountAmount,
    totalTaxAmount,
    totalAmount: subTotalAmount - totalDiscountAmount + totalTaxAmount,
  };
}

/**
 * Most units of a variant one cart may hold: the product's limit, and the stock when tracked.
 * @example lineLimit(10, 4) // 4
 * @example lineLimit(10, null) // 10
 */
export function lineLimit(maxQuantity: number, stock: number | null): number {
  return stock === null ? maxQuantity : Math.min(maxQuantity, stock);
}

/** A cart line with what the catalogue says of its variant and product now. */
export interface CartLine {
  id: string;
  quantity: number;
  product_id: string;
  product_slug: string;
  product_name: string;
  max_quantity: number;
  variant_id: string;
  variant_name: string;
  price: MoneyMinor;
  stock: number | null;
  tiers: QuantityDiscountTier[];
  /** The image the line shows: its variant's own, else its product's first; `null` when none. */
  image: Selectable<ProductImagesTable> | null;
}

/**
 * The cart a shopper sees, from its lines oldest first: each line discounted by the quantity tier
 * it reaches and limited by `lineLimit`, the totals by `cartTotals`. Reading a cart and starting
 * one both answer through here, so they cannot disagree.
 * @example
 * pricedCart({ currency: "USD", tax_rate_bps: 800 }, "tok", [{ id: "ci_1", quantity: 2,
 *   product_id: "tee", product_slug: "tee", product_name: "Tee", max_quantity: 10,
 *   variant_id: "tee-v1", variant_name: "M", price: 3200, stock: 4,
 *   tiers: [{ minQuantity: 2, percentOff: 5 }], image: null }])
 * // { token: "tok", currency: "USD",
 * //   items: [{ id: "ci_1", productId: "tee", productSlug: "tee", variantId: "tee-v1",
 * //     variantName: "M", productName: "Tee", image: null, price: 3200, quantity: 2,
 * //     discountAmount: 320, maxQuantity: 4 }],
 * //   itemCount: 2, subTotalAmount: 6400, totalDiscountAmount: 320, totalTaxAmount: 486,
 * //   totalAmount: 6566 }
 */
export function pricedCart(
  shop: Pick<ShopRow, "currency" | "tax_rate_bps">,
  token: string,
  lines: readonly CartLine[],
): Cart {
  const totals = cartTotals(
    lines.map((line) => ({
      price: line.price,
      quantity: line.quantity,
      percentOff: activeTier(line.tiers, line.quantity)?.percentOff ?? 0,
    })),
    shop.tax_rate_bps,
  );
  return {
    token,
    currency: shop.currency,
    items: lines.map((line, index) => ({
      id: line.id,
      productId: line.product_id,
      productSlug: line.product_slug,
      variantId: line.variant_id,
      variantName: line.variant_name,
      productName: line.product_name,
      image: line.image && toProductImage(line.image),
      price: line.price,
      quantity: line.quantity,
      discountAmount: totals.lineDiscounts[index] ?? 0,
      maxQuantity: lineLimit(line.max_quantity, line.stock),
    })),
    itemCount: totals.itemCount,
    subTotalAmount: totals.subTotalAmount,
    totalDiscountAmount: totals.totalDiscountAmount,
    totalTaxAmount: totals.totalTaxAmount,
    totalAmount: totals.totalAmount,
  };
}
