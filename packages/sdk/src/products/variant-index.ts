import type { Product, ProductVariant } from "@vitrine/contract";
import type { VariantSelection } from "./variant-selection";

/**
 * Lookups over one product's variant matrix, built once per product by `createVariantIndex` so a
 * picker never scans every variant for every value. Treat it as read-only.
 *
 * A combination of values is keyed by one integer: with option sizes n₀, n₁, n₂ and value
 * positions p₀, p₁, p₂ the key is p₀ + p₁·n₀ + p₂·n₀·n₁ (a mixed-radix number), so swapping
 * the value of option i is `key + (new − old) · strides[i]`, one map lookup.
 */
export interface VariantIndex {
  readonly product: Product;
  /** Per option (product order): value id → position of the value in that option. */
  readonly valuePositions: ReadonlyArray<ReadonlyMap<string, number>>;
  /** Per option: its weight in a combination key. */
  readonly strides: readonly number[];
  /** Combination key → position of the first variant with exactly that combination. */
  readonly variantByKey: ReadonlyMap<number, number>;
  /**
   * Value position of each indexed variant per option, at `variantPosition * options + option`.
   * Variants whose values do not name exactly one value of every option are not indexed (-1).
   */
  readonly variantValues: Int32Array;
  /** Per option, per value position: positions of the indexed variants with that value, in order. */
  readonly variantsByValue: ReadonlyArray<ReadonlyArray<readonly number[]>>;
  /** The first variant in product order that is available, if any. */
  readonly firstAvailableVariant: ProductVariant | undefined;
}

/**
 * Builds the lookups of `VariantIndex` in one pass over the variants (linear in variants × options).
 * Throws a `RangeError` if the options have more combinations than an integer key holds exactly
 * (over 2⁵³, far beyond any real catalogue: Shopify allows 3 options and 2,048 variants).
 *
 * @example
 * const index = createVariantIndex(product); // once per product, e.g. in a useMemo
 * findVariantBySelection(index, { "opt-size": "size-m", "opt-colour": "colour-black" }); // → M/Black
 */
export function createVariantIndex(product: Product): VariantIndex {
  const optionCount = product.options.length;
  const valuePositions = product.options.map(
    (option) => new Map(option.optionValues.map((value, position) => [value.valueId, position])),
  );
  const strides: number[] = [];
  let combinations = 1;
  for (const option of product.options) {
    strides.push(combinations);
    combinations *= Math.max(option.optionValues.length, 1);
  }
  if (!Number.isSafeInteger(combinations)) {
    throw new RangeError(`Product ${product.id} has too many option combinations to index`);
  }

  // Value id → option position, to place values given in any order.
  const optionOfValue = new Map<string, number>();
  valuePositions.forEach((positions, option) => {
    for (const valueId of positions.keys()) optionOfValue.set(valueId, option);
  });

  const variantValues = new Int32Array(product.variants.length * optionCount).fill(-1);
  const variantsByValue = product.options.map((option) =>
    option.optionValues.map((): number[] => []),
  );
  const variantByKey = new Map<number, number>();
  product.variants.forEach((variant, variantPosition) => {
    if (variant.optionValueIds.length !== optionCount) return;
    const base = variantPosition * optionCount;
    let key = 0;
    for (const valueId of variant.optionValueIds) {
      const option = optionOfValue.get(valueId);
      const position = option === undefined ? undefined : valuePositions[option]?.get(valueId);
      if (option === undefined || position === undefined || variantValues[base + option] !== -1) {
        variantValues.fill(-1, base, base + optionCount);
        return;
      }
      variantValues[base + option] = position;
      key += position * (strides[option] ?? 0);
    }
    if (!variantByKey.has(key)) variantByKey.set(key, variantPosition);
    for (let option = 0; option < optionCount; option++) {
      variantsByValue[option]?.[variantValues[base + option] ?? 0]?.push(variantPosition);
    }
  });

  return {
    product,
    valuePositions,
    strides,
    variantByKey,
    variantValues,
    variantsByValue,
    firstAvailableVariant: product.variants.find((variant) => variant.available),
  };
}

/**
 * Value position per option for `selection`, -1 for an option not selected. Entries naming an
 * unknown option or a value of another option count as not selected, so a stale URL cannot
 * select something the product does not have.
 */
export function resolveSelection(index: VariantIndex, selection: VariantSelection): number[] {
  return index.product.options.map(
    (option, position) =>
      index.valuePositions[position]?.get(selection[option.optionId] ?? "") ?? -1,
  );
}

/**
 * The variant a complete selection names, by one key lookup; `undefined` when an option is not
 * selected or the combination does not exist.
 *
 * @example
 * findVariantBySelection(index, { "opt-size": "size-s", "opt-colour": "colour-sand" });
 * // → undefined when S/Sand is not made
 */
export function findVariantBySelection(
  index: VariantIndex,
  selection: VariantSelection,
): ProductVariant | undefined {
  let key = 0;
  for (const [option, position] of resolveSelection(index, selection).entries()) {
    if (position === -1) return undefined;
    key += position * (index.strides[option] ?? 0);
  }
  const variantPosition = index.variantByKey.get(key);
  return variantPosition === undefined ? undefined : index.product.variants[variantPosition];
}

/**
 * The first variant in product order that is available: where a picker lands when the default
 * variant is sold out. `undefined` when every variant is sold out.
 *
 * @example
 * // variants [S sold out, M available, L available]
 * getFirstAvailableVariant(index); // → M
 */
export function getFirstAvailableVariant(index: VariantIndex): ProductVariant | undefined {
  return index.firstAvailableVariant;
}
