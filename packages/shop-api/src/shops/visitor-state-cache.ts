import type { InitialState } from "@vitrine/contract";
import { type ChangeFeed, onChange } from "../db/change-feed";
import type { PageViewer } from "./initial-state";

export type InitialStateReader = (host: string, viewer?: PageViewer) => Promise<InitialState>;

export interface VisitorStateCacheOptions {
  /** How long a state may be kept at most, for changes made outside the API (10 s). */
  ttlMs?: number;
  /** At most this many hosts (1,000); past it the oldest go. */
  maxEntries?: number;
  clock?: () => Date;
}

/**
 * Every page reads its shop's initial state (the shop, its live theme and settings, its tiers):
 * for a visitor without a session, preview or theme choice it is the same for all, so this
 * node keeps it per host until the shop's theme or settings change (announced on `feed` by
 * whichever node wrote). Each caller gets its own copy. The owner's and previews' states are
 * read every time.
 *
 * @example
 * const getInitialState = visitorStateCache(createInitialStateReader(db), feed);
 * await getInitialState("demo.localhost:3000") // read from the database
 * await getInitialState("demo.localhost:3000") // from memory, until a settings publish
 */
export function visitorStateCache(
  read: InitialStateReader,
  feed: ChangeFeed,
  options: VisitorStateCacheOptions = {},
): InitialStateReader {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 1000;
  const clock = options.clock ?? (() => new Date());
  const entries = new Map<string, { state: InitialState; expires: number }>();
  // Moves with every announcement: a state read while one arrived may predate it, and is not kept.
  let generation = 0;
  onChange(feed, ["theme", "settings"], (shopId) => {
    generation += 1;
    for (const [host, entry] of entries) {
      if (shopId === null || entry.state.shop?.id === shopId) entries.delete(host);
    }
  });

  return async (host, viewer = {}) => {
    if (viewer.authToken !== undefined || viewer.themePreview !== undefined || viewer.theme) {
      return read(host, viewer);
    }
    const key = host.trim().toLowerCase();
    const hit = entries.get(key);
    if (hit && hit.expires > clock().getTime()) return structuredClone(hit.state);
    const readAt = generation;
    const state = await read(host, viewer);
    // Only a shop's state: an unknown or blocked host is answered fresh each time.
    if (state.shop !== null && readAt === generation) {
      entries.delete(key);
      entries.set(key, { state: structuredClone(state), expires: clock().getTime() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return state;
  };
}
