import { type RefObject, useEffect, useRef } from "react";

/**
 * A row of tabs that scrolls sideways on a phone (membership.css), scrolled so its current tab
 * (`aria-current="page"`) shows whole: CSS cannot aim the scroll, and "Subscription", the account
 * menu's last tab, would otherwise start out of view. Only the row scrolls, never the page.
 *
 * @example
 * const row = useCurrentTabInView<HTMLUListElement>(route);
 * <ul ref={row}>…</ul>
 */
export function useCurrentTabInView<Row extends HTMLElement>(
  current: string,
): RefObject<Row | null> {
  const row = useRef<Row>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads the current tab from the DOM; `current` is what moves it
  useEffect(() => {
    const element = row.current;
    const tab = element?.querySelector('[aria-current="page"]');
    if (!element || !tab) return;
    element.scrollLeft += tabOverflow(element.getBoundingClientRect(), tab.getBoundingClientRect());
  }, [current]);
  return row;
}

/**
 * How far a row must scroll (right positive) for a tab to show whole, 0 when it does.
 *
 * @example
 * tabOverflow({ left: 0, right: 380 }, { left: 300, right: 420 }) // 40
 * tabOverflow({ left: 0, right: 380 }, { left: -30, right: 60 }) // -30
 * tabOverflow({ left: 0, right: 380 }, { left: 10, right: 90 }) // 0
 */
export function tabOverflow(
  row: { left: number; right: number },
  tab: { left: number; right: number },
): number {
  if (tab.left < row.left) return tab.left - row.left;
  if (tab.right > row.right) return tab.right - row.right;
  return 0;
}
