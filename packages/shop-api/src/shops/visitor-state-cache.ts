import type { InitialState } from "@vitrine/contract";
import type { ChangeFeed } from "../db/change-feed";
import { createShopCache } from "../db/shop-cache";
import type { PageViewer } from "./page-viewer";

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
  const cache = createShopCache<InitialState>({
    feed,
    scopes: ["theme", "settings"],
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: options.maxEntries ?? 1000,
    ...(options.clock ? { clock: options.clock } : {}),
  });

  return async (host, viewer = {}) => {
    if (viewer.authToken !== undefined || viewer.themePreview !== undefined || viewer.theme) {
      return read(host, viewer);
    }
    const key = host.trim().toLowerCase();
    const hit = cache.get(key);
    if (hit) return structuredClone(hit);
    const generation = cache.generation();
    const state = await read(host, viewer);
    // Only a shop's state: an unknown or blocked host is answered fresh each time.
    if (state.shop !== null) cache.set(key, state.shop.id, structuredClone(state), generation);
    return state;
  };
}
