/**
 * The customizer's undo history, a pure value: the settings the owner has had (`past`, oldest
 * first), the ones on screen (`present`) and the ones undone (`future`, next redo first).
 * Rapid changes to the same setting (a slider dragged, a colour picked in the picker) are one
 * step: a change with the same `key` as the last one, within `COALESCE_MS` of it, replaces the
 * present instead of adding a step.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** What the last pushed change touched, and when: for coalescing. `undefined` after undo/redo. */
  readonly last?: { key: string; at: number } | undefined;
}

/** How close (ms) two changes of the same setting must be to count as one step. */
export const COALESCE_MS = 1000;

/** How many steps are kept; older ones are dropped. */
export const HISTORY_LIMIT = 100;

/** A history with nothing to undo or redo. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * The history after a change to `next`: a new step (redo is no longer possible), or, when it is
 * the same `key` as the last change within `COALESCE_MS`, the same step with a new present. A
 * change to an equal value is no step at all.
 */
export function push<T>(history: History<T>, next: T, key: string, at: number): History<T> {
  if (Object.is(next, history.present)) return history;
  const last = history.last;
  if (last !== undefined && last.key === key && at - last.at < COALESCE_MS) {
    return { past: history.past, present: next, future: [], last: { key, at } };
  }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], last: { key, at } };
}

/** One step back, or the same history when there is nothing to undo. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

/** One step forward again, or the same history when nothing was undone. */
export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

/**
 * Which setting a change touched, as a coalescing key: the paths whose values differ, into
 * objects and into lists of objects with an `id` (the colour schemes, the home page's sections and
 * their blocks), e.g. `page_width`, `color_schemes.scheme-1.background_color` or
 * `home_sections.hero.settings.heading`. A list whose items were added, removed or moved is named
 * with its ids in their new order (`home_sections[hero,grid]`): consecutive arrangements always
 * differ, so a move, an add or a remove is never merged into the step before it.
 *
 * @example
 * changeKey({ home_sections: [{ id: "a" }, { id: "b" }] }, { home_sections: [{ id: "b" }, { id: "a" }] })
 * // → "home_sections[b,a]"
 */
export function changeKey(before: object, after: object): string {
  return changedPaths(before, after, "").join(",");
}

function changedPaths(before: unknown, after: unknown, path: string): string[] {
  if (sameValue(before, after)) return [];
  const at = (key: string) => (path === "" ? key : `${path}.${key}`);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPaths(before[key], after[key], at(key)));
  }
  if (!isIdList(before) || !isIdList(after)) return [path];
  const ids = after.map((item) => String(item.id));
  const arranged =
    before.length === after.length && before.every((item, index) => item.id === after[index]?.id);
  if (!arranged) return [`${path}[${ids.join(",")}]`];
  return after.flatMap((item, index) => changedPaths(before[index], item, at(String(item.id))));
}

/** A list of objects with an `id`, such as the sections; an empty list is one too. */
function isIdList(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.every((item) => isRecord(item) && "id" in item);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON-like values (settings): key order does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}
