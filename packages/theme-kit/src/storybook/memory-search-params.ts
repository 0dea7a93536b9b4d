import type { SearchParamsAdapter } from "@vitrine/sdk/react";

/**
 * A query string held in memory: what a story uses instead of the browser's, so the variant
 * picker and paging work without touching Storybook's own URL.
 *
 * @example
 * const params = createMemorySearchParams("page=2");
 * params.read().get("page") // "2"
 */
export function createMemorySearchParams(initial = ""): SearchParamsAdapter {
  let current = new URLSearchParams(initial);
  const listeners = new Set<() => void>();
  return {
    read: () => new URLSearchParams(current),
    write(params) {
      current = new URLSearchParams(params);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
