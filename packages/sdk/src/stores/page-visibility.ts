/** Whether the page is on screen, and a way to hear when that changes; injectable for tests. */
export interface PageVisibility {
  isVisible(): boolean;
  onChange(listener: () => void): () => void;
}

/** The document's visibility; a page without a document (Node, tests) counts as always visible. */
export function documentVisibility(): PageVisibility {
  if (typeof document === "undefined") {
    return { isVisible: () => true, onChange: () => () => {} };
  }
  return {
    isVisible: () => document.visibilityState === "visible",
    onChange(listener) {
      document.addEventListener("visibilitychange", listener);
      return () => document.removeEventListener("visibilitychange", listener);
    },
  };
}
