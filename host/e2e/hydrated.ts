import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element (its own `__reactProps$` mark, as the page's inline
 * script reads it). Filling a server-rendered field races hydration otherwise: React setting the
 * field's value while it hydrates collapses the selection `fill` made, and the typed text lands
 * after the old value instead of replacing it.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
}
