/** The data loads a page has under way, so the host can tell when the page is complete. */
export interface PendingLoads {
  /** A load began; call the returned function once when it settles (it is idempotent). */
  begin(): () => void;
  /**
   * Resolves once no load is pending. It first lets the page that just rendered start its loads
   * (`settle`), and waits again if one load's answer starts another.
   */
  idle(): Promise<void>;
  readonly count: number;
}

/** After the next frame and task: a route that just resolved has committed and run its effects. */
const afterRender = (): Promise<void> =>
  new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(later);
    else later();
  });

/**
 * A counter of the page's pending data loads (`useResource` reports to it), for the loading bar
 * of spec §9 that must finish when the new page's data has arrived, not when its route resolved.
 *
 * @example
 * const loads = createPendingLoads();
 * const end = loads.begin(); // count 1
 * void loads.idle().then(() => bar.done()); // waits
 * end(); // count 0: idle resolves after the next render
 */
export function createPendingLoads(settle: () => Promise<void> = afterRender): PendingLoads {
  let count = 0;
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  const untilZero = () =>
    count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve));
  return {
    begin() {
      count += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        if (count === 0) wake();
      };
    },
    async idle() {
      do {
        await settle();
        await untilZero();
        await settle();
      } while (count > 0);
    },
    get count() {
      return count;
    },
  };
}
