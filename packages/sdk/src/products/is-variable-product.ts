import type { Product } from "@vitrine/contract";

/**
 * A product is variable when it has both options and variants (spec §3); only then does a page
 * show a variant picker.
 *
 * @example
 * isVariableProduct({ options: [size], variants: [s, m] }); // → true
 * isVariableProduct({ options: [], variants: [only] }); // → false
 */
export function isVariableProduct(product: Pick<Product, "options" | "variants">): boolean {
  return product.options.length > 0 && product.variants.length > 0;
}
