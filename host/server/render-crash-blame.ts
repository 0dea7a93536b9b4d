/** What the pool knows of a worker that ended. */
export interface EndedWorker {
  /** The pool ended it itself (stopping, replaced, or killed for a render it held too long). */
  deliberate: boolean;
  /** It is the suspects' worker, which renders one page at a time. */
  oneAtATime: boolean;
  /** The versions whose renders it held. */
  serving: readonly string[];
  /** The versions whose renders ended there just before (oldest first). */
  lately: readonly string[];
}

/**
 * The versions a worker's end may be due to: none when the pool ended it; the one the suspects'
 * worker held (else the last it rendered, since a theme can leave a timer that ends the worker
 * after its render answered); otherwise every version it held or had just rendered. Only when
 * that is one version is it charged: a busy honest theme must not share a hostile one's faults.
 *
 * @example
 * versionsInvolved({ deliberate: false, oneAtATime: false, serving: ["a"], lately: ["b"] })
 * // → Set { "a", "b" }: two suspects, nobody charged
 * versionsInvolved({ deliberate: false, oneAtATime: true, serving: [], lately: ["a", "b"] })
 * // → Set { "b" }: charged
 */
export function versionsInvolved(worker: EndedWorker): Set<string> {
  if (worker.deliberate) return new Set();
  if (worker.oneAtATime) {
    return new Set(worker.serving.length > 0 ? worker.serving : worker.lately.slice(-1));
  }
  return new Set([...worker.serving, ...worker.lately]);
}
