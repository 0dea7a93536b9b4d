// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { createLargeVariantProduct, createTeeProduct } from "@vitrine/contract/testing";
import { afterEach, describe, expect, it } from "vitest";
import { findVariant } from "../products/find-variant";
import { browserSearchParams, type SearchParamsAdapter } from "./search-params";
import { useVariantSelection } from "./use-variant-selection";

afterEach(cleanup);

/** A query string in memory, as a router would keep it. */
function memorySearchParams(initial = "") {
  let params = new URLSearchParams(initial);
  const listeners = new Set<() => void>();
  const adapter: SearchParamsAdapter & { set(query: string): void; current(): string } = {
    read: () => new URLSearchParams(params),
    write(next) {
      params = new URLSearchParams(next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(query) {
      adapter.write(new URLSearchParams(query));
    },
    current: () => params.toString(),
  };
  return adapter;
}

/** Waits past the next frame, when a pick reaches the URL. */
async function afterPaint(): Promise<void> {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));
}

describe("useVariantSelection", () => {
  it("starts on the default variant when the URL names no values", () => {
    const product = createTeeProduct();
    const { result } = renderHook(() => useVariantSelection(product, memorySearchParams()));
    expect(result.current.variant).toBe(product.variants[0]);
  });

  it("selecting a value writes the whole selection to the URL by option and value names", async () => {
    const product = createTeeProduct();
    const search = memorySearchParams("utm_source=mail");
    const { result } = renderHook(() => useVariantSelection(product, search));
    const [first, second] = product.options;
    const value = first?.optionValues.at(-1);
    if (!first || !second || !value) throw new Error("fixture has two options");
    act(() => result.current.select(first.optionId, value.valueId));
    // The pick shows at once; the URL follows once the browser has painted it.
    expect(result.current.selection[first.optionId]).toBe(value.valueId);
    expect(new URLSearchParams(search.current()).get(first.name)).not.toBe(value.name);
    await afterPaint();
    const params = new URLSearchParams(search.current());
    expect(params.get(first.name)).toBe(value.name);
    expect(params.get(second.name)).not.toBeNull();
    expect(params.get("utm_source")).toBe("mail");
    expect(result.current.selection[first.optionId]).toBe(value.valueId);
  });

  it("reads a shared link's selection from the URL", () => {
    const product = createTeeProduct();
    const target = product.variants.at(-1);
    if (!target) throw new Error("fixture has variants");
    const query = new URLSearchParams();
    for (const option of product.options) {
      const value = option.optionValues.find((candidate) =>
        target.optionValueIds.includes(candidate.valueId),
      );
      if (value) query.set(option.name, value.name);
    }
    const { result } = renderHook(() =>
      useVariantSelection(product, memorySearchParams(query.toString())),
    );
    expect(result.current.variant).toBe(target);
  });

  it("ignores value names the product does not have", () => {
    const product = createTeeProduct();
    const first = product.options[0];
    if (!first) throw new Error("fixture has options");
    const { result } = renderHook(() =>
      useVariantSelection(product, memorySearchParams(`${first.name}=Nope`)),
    );
    expect(result.current.variant).toBe(product.variants[0]);
  });

  it("does not render again when other query parameters change", () => {
    const product = createTeeProduct();
    const search = memorySearchParams();
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useVariantSelection(product, search);
    });
    const before = renders;
    act(() => search.set("page=2&utm_source=mail"));
    expect(renders).toBe(before);
  });

  it("tells sold-out values from nonexistent ones on the 2,048-variant product", () => {
    const product = createLargeVariantProduct();
    const { result } = renderHook(() => useVariantSelection(product, memorySearchParams()));
    expect(product.variants).toHaveLength(2048);
    for (const option of result.current.options) {
      for (const value of option.values) {
        const swapped = { ...result.current.selection, [option.optionId]: value.valueId };
        const variant = findVariant(product, Object.values(swapped));
        const expected =
          variant === undefined ? "nonexistent" : variant.available ? "available" : "sold-out";
        expect(value.status).toBe(expected);
      }
    }
  });

  it("keeps the selection in the browser's address bar by default", async () => {
    window.history.replaceState(null, "", "/products/logo-tee?ref=home");
    const product = createTeeProduct();
    const { result } = renderHook(() => useVariantSelection(product, browserSearchParams(window)));
    const first = product.options[0];
    const value = first?.optionValues[1];
    if (!first || !value) throw new Error("fixture has values");
    act(() => result.current.select(first.optionId, value.valueId));
    await afterPaint();
    expect(window.location.pathname).toBe("/products/logo-tee");
    expect(new URLSearchParams(window.location.search).get(first.name)).toBe(value.name);
    expect(new URLSearchParams(window.location.search).get("ref")).toBe("home");
  });
});
