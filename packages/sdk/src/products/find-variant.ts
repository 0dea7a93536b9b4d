import type { Product, ProductVariant } from "@vitrine/contract";

/**
 * The variant whose option values are exactly `valueIds`, in any order (spec §5): found only when
 * the number of selected values equals the variant's option count and every value matches.
 * A partial selection, an extra value or a repeated value finds nothing.
 *
 * This scans the variants once; a picker that looks up many combinations uses
 * `createVariantIndex` instead.
 *
 * @example
 * // variants: S/Black = ["size-s", "colour-black"], M/Black = ["size-m", "colour-black"]
 * findVariant(product, ["colour-black", "size-m"]); // → M/Black
 * findVariant(product, ["size-m"]); // → undefined (one value selected, the variant has two)
 */
export function findVariant(
  product: Pick<Product, "variants">,
  valueIds: readonly string[],
): ProductVariant | undefined {
  const selected = new Set(valueIds);
  if (selected.size !== valueIds.length) return undefined;
  return product.variants.find(
    (variant) =>
      variant.optionValueIds.length === selected.size &&
      variant.optionValueIds.every((valueId) => selected.has(valueId)),
  );
}
