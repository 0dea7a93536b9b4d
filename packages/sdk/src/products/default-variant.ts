import type { Product, ProductVariant } from "@vitrine/contract";
import { getVariantSelection, type VariantSelection } from "./variant-selection";

export interface DefaultVariant {
  variant: ProductVariant;
  selection: VariantSelection;
}

/**
 * The variant a product page starts on: the first variant, with each option mapped to that
 * variant's value (spec §5). `undefined` when the product has no variants.
 *
 * @example
 * // options Size [S, M], Colour [Black]; variants [S/Black, M/Black]
 * getDefaultVariant(product);
 * // → { variant: S/Black, selection: { "opt-size": "size-s", "opt-colour": "colour-black" } }
 */
export function getDefaultVariant(product: Product): DefaultVariant | undefined {
  const variant = product.variants[0];
  if (!variant) return undefined;
  return { variant, selection: getVariantSelection(product, variant) };
}
