import type { ProductVariant } from "@vitrine/contract";
import { resolveSelection, type VariantIndex } from "./variant-index";
import type { VariantSelection } from "./variant-selection";

/**
 * What choosing a value leads to: a variant that can be bought, a variant that exists but is sold
 * out, or no variant at all (a combination the shop does not make — not the same as sold out).
 */
export type VariantStatus = "available" | "sold-out" | "nonexistent";

export interface OptionValueAvailability {
  valueId: string;
  selected: boolean;
  status: VariantStatus;
  /**
   * The variant choosing this value leads to, keeping the other selected options. When some
   * other option is not selected yet, several variants match: the first available one, else the
   * first one. `undefined` when `status` is `"nonexistent"`.
   */
  variant: ProductVariant | undefined;
}

export interface OptionAvailability {
  optionId: string;
  selectedValueId: string | undefined;
  values: OptionValueAvailability[];
}

export interface SelectionAvailability {
  /** The variant the whole selection names; `undefined` when incomplete or nonexistent. */
  variant: ProductVariant | undefined;
  /** One entry per option of the product, in product order. */
  options: OptionAvailability[];
}

/**
 * The picker model for one selection: for every option and every value, whether choosing that
 * value (keeping the other selected options) leads to an available variant, a sold-out one, or
 * none. Entries of `selection` naming an unknown option or value count as not selected.
 *
 * Cost: when every other option is selected (the usual case: pages start on the default variant),
 * each value is one map lookup of the selection with that option swapped. Otherwise the value's
 * own variants are checked against the selected options, which is at most the variant count per
 * option, never per value.
 *
 * @example
 * // Size [S, M, L] × Colour [Black, Sand]; S/Sand is not made; M/Sand is sold out.
 * getOptionAvailability(index, { "opt-size": "size-s", "opt-colour": "colour-black" });
 * // → {
 * //   variant: S/Black,
 * //   options: [
 * //     { optionId: "opt-size", selectedValueId: "size-s", values: [
 * //       { valueId: "size-s", selected: true, status: "available", variant: S/Black },
 * //       { valueId: "size-m", selected: false, status: "available", variant: M/Black },
 * //       { valueId: "size-l", selected: false, status: "available", variant: L/Black } ] },
 * //     { optionId: "opt-colour", selectedValueId: "colour-black", values: [
 * //       { valueId: "colour-black", selected: true, status: "available", variant: S/Black },
 * //       { valueId: "colour-sand", selected: false, status: "nonexistent", variant: undefined } ] },
 * //   ],
 * // }
 * // With Size M selected instead, Colour Sand is { status: "sold-out", variant: M/Sand }.
 */
export function getOptionAvailability(
  index: VariantIndex,
  selection: VariantSelection,
): SelectionAvailability {
  const { product, strides, variantByKey } = index;
  const positions = resolveSelection(index, selection);
  const unselected = positions.filter((position) => position === -1).length;
  let baseKey = 0;
  positions.forEach((position, option) => {
    if (position !== -1) baseKey += position * (strides[option] ?? 0);
  });

  const options = product.options.map((option, optionPosition): OptionAvailability => {
    const current = positions[optionPosition] ?? -1;
    // Every other option selected: the candidate selection is complete whatever this value is.
    const othersComplete = unselected === 0 || (unselected === 1 && current === -1);
    const keyWithout = baseKey - (current === -1 ? 0 : current * (strides[optionPosition] ?? 0));
    const values = option.optionValues.map((value, valuePosition): OptionValueAvailability => {
      const variant = othersComplete
        ? variantAt(
            index,
            variantByKey.get(keyWithout + valuePosition * (strides[optionPosition] ?? 0)),
          )
        : firstMatchingVariant(index, positions, optionPosition, valuePosition);
      return {
        valueId: value.valueId,
        selected: valuePosition === current,
        status:
          variant === undefined ? "nonexistent" : variant.available ? "available" : "sold-out",
        variant,
      };
    });
    return {
      optionId: option.optionId,
      selectedValueId: current === -1 ? undefined : option.optionValues[current]?.valueId,
      values,
    };
  });

  return {
    variant: unselected === 0 ? variantAt(index, variantByKey.get(baseKey)) : undefined,
    options,
  };
}

function variantAt(index: VariantIndex, position: number | undefined): ProductVariant | undefined {
  return position === undefined ? undefined : index.product.variants[position];
}

/**
 * Among the variants with value `valuePosition` for option `optionPosition`, the first available
 * one matching every other selected option, else the first matching one.
 */
function firstMatchingVariant(
  index: VariantIndex,
  positions: readonly number[],
  optionPosition: number,
  valuePosition: number,
): ProductVariant | undefined {
  const optionCount = positions.length;
  let firstSoldOut: ProductVariant | undefined;
  for (const variantPosition of index.variantsByValue[optionPosition]?.[valuePosition] ?? []) {
    const base = variantPosition * optionCount;
    let matches = true;
    for (let option = 0; option < optionCount && matches; option++) {
      const wanted = positions[option] ?? -1;
      matches =
        option === optionPosition || wanted === -1 || index.variantValues[base + option] === wanted;
    }
    if (!matches) continue;
    const variant = index.product.variants[variantPosition];
    if (variant?.available) return variant;
    firstSoldOut ??= variant;
  }
  return firstSoldOut;
}
