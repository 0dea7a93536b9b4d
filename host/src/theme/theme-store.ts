import { useSyncExternalStore } from "react";
import type { RenderTheme } from "./merge-themes";

/**
 * The theme the router renders, held so it can change under a running app: a preview's hot swap
 * replaces it and the pages and layouts re-render from it, while the router, the route, the
 * storefront's stores and the cart stay as they are.
 */
export interface ThemeStore {
  get(): RenderTheme;
  set(theme: RenderTheme): void;
  subscribe(listener: () => void): () => void;
}

/**
 * @example
 * const themes = createThemeStore(mergeThemes(defaultTheme, scriptTheme));
 * themes.set(mergeThemes(defaultTheme, rebuilt)); // every page and layout on screen re-renders
 */
export function createThemeStore(initial: RenderTheme): ThemeStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(theme) {
      if (theme === current) return;
      current = theme;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's theme, re-rendering the caller when it is replaced. */
export function useRenderTheme(store: ThemeStore): RenderTheme {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
