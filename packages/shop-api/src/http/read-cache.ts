/** One stored public answer: what `publicRead` sends again without asking the database. */
export interface CachedRead {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * A node's hot cache of the public reads every page needs (listings, a product, collections),
 * per shop. It is kept correct by dropping a shop's answers when a write to that shop is
 * announced (the change feed, from any node); the time limit only bounds how long an answer
 * could outlive an announcement this node missed.
 */
export interface ReadCache {
  get(shopId: string, key: string): CachedRead | undefined;
  /**
   * The shop's generation, to read before asking the database: an answer is stored only if no
   * write was announced since (else it may hold what that write changed).
   */
  generation(shopId: string): number;
  set(shopId: string, key: string, answer: CachedRead, generation: number): void;
  /** Forgets every answer of the shop. */
  dropShop(shopId: string): void;
  /** Forgets everything (the feed was interrupted: announcements may have been missed). */
  clear(): void;
}

export interface ReadCacheOptions {
  /** At most this many answers across shops; the oldest go first. Default 5,000. */
  maxEntries?: number;
  /** How long an answer may be kept at most. Default 60 s. */
  ttlMs?: number;
  clock?: () => Date;
}

/**
 * @example
 * const cache = createReadCache({ maxEntries: 2 });
 * const generation = cache.generation("shop_1");
 * cache.set("shop_1", "/pod/products", answer, generation);
 * cache.get("shop_1", "/pod/products") // answer
 * cache.dropShop("shop_1");
 * cache.get("shop_1", "/pod/products") // undefined
 */
export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const maxEntries = options.maxEntries ?? 5000;
  const ttlMs = options.ttlMs ?? 60_000;
  const clock = options.clock ?? (() => new Date());
  // Insertion order is age order: a Map's first key is the oldest.
  const entries = new Map<string, { shopId: string; answer: CachedRead; expires: number }>();
  const generations = new Map<string, number>();
  // Bumped by `clear`: every shop's generation moves, also of shops this cache never saw.
  let epoch = 0;
  const keyOf = (shopId: string, key: string) => `${shopId}\n${key}`;
  return {
    get(shopId, key) {
      const entry = entries.get(keyOf(shopId, key));
      if (!entry) return undefined;
      if (entry.expires <= clock().getTime()) {
        entries.delete(keyOf(shopId, key));
        return undefined;
      }
      return entry.answer;
    },
    generation: (shopId) => epoch + (generations.get(shopId) ?? 0),
    set(shopId, key, answer, generation) {
      if (generation !== epoch + (generations.get(shopId) ?? 0)) return;
      const full = keyOf(shopId, key);
      entries.delete(full);
      entries.set(full, { shopId, answer, expires: clock().getTime() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    dropShop(shopId) {
      generations.set(shopId, (generations.get(shopId) ?? 0) + 1);
      for (const [key, entry] of entries) if (entry.shopId === shopId) entries.delete(key);
    },
    clear() {
      epoch += 1;
      entries.clear();
    },
  };
}
