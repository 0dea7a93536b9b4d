import type { Product, ProductVariant } from "@vitrine/contract";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { getDefaultVariant } from "../products/default-variant";
import { getOptionAvailability, type OptionAvailability } from "../products/option-availability";
import { createVariantIndex, getFirstAvailableVariant } from "../products/variant-index";
import type { VariantSelection } from "../products/variant-selection";
import { browserSearchParams, type SearchParamsAdapter } from "./search-params";

export interface VariantSelectionView {
  /** Option id → value id of what is selected. */
  selection: VariantSelection;
  /** The variant the selection names; `undefined` while it names none. */
  variant: ProductVariant | undefined;
  /** Per option and value: available, sold out or nonexistent (see `getOptionAvailability`). */
  options: OptionAvailability[];
  /** The first variant that can be bought, for "jump to an available variant". */
  firstAvailableVariant: ProductVariant | undefined;
  select(optionId: string, valueId: string): void;
}

/**
 * The product page's variant picker state, kept in the URL so a selection can be shared:
 * one query parameter per option, named by the option and holding the value's name
 * (`?Size=M&Colour=Black`). Options absent from the URL take the default variant's value.
 * The index is built once per product; a render happens only when the selection itself changes,
 * not on other query-string changes. A pick shows at once and reaches the URL just after the
 * browser painted it: writing the address makes the router re-match the page, work that need not
 * stand between the click and its paint (issue 13 §7, ≤ 50 ms at 4× CPU slowdown).
 *
 * @example
 * const { options, variant, select } = useVariantSelection(product);
 * select("opt-size", "size-l"); // URL becomes ?Size=L&Colour=Black
 */
export function useVariantSelection(
  product: Product,
  searchParams?: SearchParamsAdapter,
): VariantSelectionView {
  const adapter = useMemo(() => searchParams ?? browserSearchParams(), [searchParams]);
  const index = useMemo(() => createVariantIndex(product), [product]);
  const fallback = useMemo(() => getDefaultVariant(product)?.selection ?? {}, [product]);

  // A string snapshot: equal selections compare equal, so unrelated URL changes do not render.
  const urlKey = useSyncExternalStore(
    adapter.subscribe,
    () => selectionKeyOf(product, adapter.read(), fallback),
    () => selectionKeyOf(product, new URLSearchParams(), fallback),
  );
  // The pick not yet in the URL: its query string and its selection's key.
  const [pending, setPending] = useState<{ params: URLSearchParams; key: string } | null>(null);
  useEffect(() => {
    if (pending === null) return;
    // A timeout set in the frame callback runs once that frame has been painted.
    let write: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      write = setTimeout(() => {
        adapter.write(pending.params);
        setPending(null);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(write);
    };
  }, [adapter, pending]);
  const selectionKey = pending?.key ?? urlKey;
  const selection = useMemo(() => JSON.parse(selectionKey) as VariantSelection, [selectionKey]);
  const availability = useMemo(() => getOptionAvailability(index, selection), [index, selection]);
  const firstAvailableVariant = useMemo(() => getFirstAvailableVariant(index), [index]);

  const select = useCallback(
    (optionId: string, valueId: string) => {
      const next = { ...selection, [optionId]: valueId };
      const params = pending?.params ?? adapter.read();
      for (const option of product.options) {
        const value = option.optionValues.find(
          (candidate) => candidate.valueId === next[option.optionId],
        );
        if (value) params.set(option.name, value.name);
      }
      setPending({ params, key: selectionKeyOf(product, params, fallback) });
    },
    [adapter, product, selection, pending, fallback],
  );

  return {
    selection,
    variant: availability.variant,
    options: availability.options,
    firstAvailableVariant,
    select,
  };
}

function selectionKeyOf(
  product: Product,
  params: URLSearchParams,
  fallback: VariantSelection,
): string {
  const selection: VariantSelection = {};
  for (const option of product.options) {
    const name = params.get(option.name);
    const value = option.optionValues.find((candidate) => candidate.name === name);
    const valueId = value?.valueId ?? fallback[option.optionId];
    if (valueId !== undefined) selection[option.optionId] = valueId;
  }
  return JSON.stringify(selection);
}
