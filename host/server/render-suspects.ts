/** Renders in the suspects' worker after which a suspect is cleared. */
const CLEARING_RENDERS = 3;
/** Versions under suspicion at most. */
const MAX_SUSPECTS = 1000;

/**
 * Versions a worker's crash could not tell apart: they render in a worker of their own, one page
 * at a time, until the next crash names one or each renders cleanly `CLEARING_RENDERS` times.
 *
 * @example
 * const suspects = createRenderSuspects();
 * suspects.add(["a", "b"]);
 * suspects.renderedCleanly("a"); suspects.renderedCleanly("a"); suspects.renderedCleanly("a");
 * suspects.has("a") // → false
 * suspects.has("b") // → true
 */
export function createRenderSuspects(max = MAX_SUSPECTS) {
  const cleanRenders = new Map<string, number>();
  return {
    has: (key: string) => cleanRenders.has(key),
    add(keys: Iterable<string>) {
      for (const key of keys) cleanRenders.set(key, 0);
      // Bounded, like the quarantine: the suspects named longest ago are forgotten first.
      for (const key of cleanRenders.keys()) {
        if (cleanRenders.size <= max) break;
        cleanRenders.delete(key);
      }
    },
    renderedCleanly(key: string) {
      const clean = cleanRenders.get(key);
      if (clean === undefined) return;
      if (clean + 1 >= CLEARING_RENDERS) cleanRenders.delete(key);
      else cleanRenders.set(key, clean + 1);
    },
  };
}

export type RenderSuspects = ReturnType<typeof createRenderSuspects>;
