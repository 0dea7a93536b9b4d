import { type ChangeFeed, type ChangeScope, onChange } from "./change-feed";

export interface ShopCache<T> {
  get(key: string): T | undefined;
  /**
   * The cache's generation, to read before asking the database: a value is stored only if no
   * change was announced since (else it may hold what that change replaced).
   */
  generation(): number;
  /** Keeps `value` under `key`, as part of `shopId` (null: of no shop, kept until its time is up). */
  set(key: string, shopId: string | null, value: T, generation: number): void;
}

export interface ShopCacheOptions {
  /** Announces the writes: a change of one of `scopes` drops its shop's values. */
  feed: ChangeFeed;
  scopes: readonly ChangeScope[];
  /**
   * How long a value may be kept at most: it only bounds how long a change made around the API
   * (SQL by hand, a script), or an announcement missed, takes to show.
   */
  ttlMs: number;
  /** At most this many values; the oldest go first. */
  maxEntries: number;
  clock?: () => Date;
}

/**
 * What a node keeps in memory of its shops (their rows, their pages' initial state, the
 * catalogue's public reads), kept correct by the change feed: a write announced by any node drops
 * its shop's values here, and a lost feed drops everything.
 *
 * @example
 * const rows = createShopCache<ShopRow>({ feed, scopes: ["theme"], ttlMs: 10_000, maxEntries: 1000 });
 * const generation = rows.generation();
 * rows.set("host:demo.localhost", "shop_demo", row, generation);
 * rows.get("host:demo.localhost") // row
 * await feed.publish({ shopId: "shop_demo", scope: "theme" });
 * rows.get("host:demo.localhost") // undefined
 */
export function createShopCache<T>(options: ShopCacheOptions): ShopCache<T> {
  const clock = options.clock ?? (() => new Date());
  // Insertion order is age order: a Map's first key is the oldest.
  const entries = new Map<string, { shopId: string | null; value: T; expires: number }>();
  // Moves with every announcement, so a value read while one arrived is not kept.
  let generation = 0;
  onChange(options.feed, options.scopes, (shopId) => {
    generation += 1;
    for (const [key, entry] of entries) {
      if (shopId === null || entry.shopId === shopId) entries.delete(key);
    }
  });
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= clock().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    generation: () => generation,
    set(key, shopId, value, readAt) {
      if (readAt !== generation) return;
      entries.delete(key);
      entries.set(key, { shopId, value, expires: clock().getTime() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
