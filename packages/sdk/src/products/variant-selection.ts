import type { Product, ProductVariant } from "@vitrine/contract";

/**
 * What the shopper has picked: option id → value id. Options not picked yet are absent.
 *
 * @example
 * const selection: VariantSelection = { "opt-size": "size-m", "opt-colour": "colour-black" };
 */
export type VariantSelection = Record<string, string>;

/**
 * The selection that names `variant`: each option of `product` mapped to the variant's value for it.
 * An option the variant carries no value for is left out, so the result never holds `undefined`.
 *
 * @example
 * // options Size [S, M] and Colour [Black, White]; variant.optionValueIds = ["colour-white", "size-m"]
 * getVariantSelection(product, variant); // → { "opt-size": "size-m", "opt-colour": "colour-white" }
 */
export function getVariantSelection(product: Product, variant: ProductVariant): VariantSelection {
  const variantValueIds = new Set(variant.optionValueIds);
  const selection: VariantSelection = {};
  for (const option of product.options) {
    const value = option.optionValues.find((candidate) => variantValueIds.has(candidate.valueId));
    if (value) selection[option.optionId] = value.valueId;
  }
  return selection;
}
