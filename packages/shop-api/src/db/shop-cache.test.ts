import { describe, expect, it } from "vitest";
import { createChangeFeed } from "./change-feed";
import { createShopCache } from "./shop-cache";

const cacheOf = (options: { ttlMs?: number; maxEntries?: number; clock?: () => Date } = {}) => {
  const feed = createChangeFeed();
  const cache = createShopCache<string>({
    feed,
    scopes: ["products"],
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 100,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return { feed, cache };
};

describe("what a node keeps of its shops", () => {
  it("answers what it stored", () => {
    const { cache } = cacheOf();
    cache.set("shop_1/pod/products", "shop_1", "one", cache.generation());
    expect(cache.get("shop_1/pod/products")).toBe("one");
    expect(cache.get("shop_2/pod/products")).toBeUndefined();
  });

  it("forgets a shop's values when a write to it is announced, and only that shop's", async () => {
    const { feed, cache } = cacheOf();
    cache.set("a", "shop_1", "one", cache.generation());
    cache.set("b", "shop_2", "two", cache.generation());
    await feed.publish({ shopId: "shop_1", scope: "products" });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("two");
  });

  it("ignores a change of a scope it does not keep", async () => {
    const { feed, cache } = cacheOf();
    cache.set("a", "shop_1", "one", cache.generation());
    await feed.publish({ shopId: "shop_1", scope: "theme" });
    expect(cache.get("a")).toBe("one");
  });

  it("does not store a value read before a write that was announced while it was read", async () => {
    const { feed, cache } = cacheOf();
    const before = cache.generation();
    await feed.publish({ shopId: "shop_1", scope: "products" });
    cache.set("a", "shop_1", "stale", before);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps a value for its time limit at most, and the newest values past its size", () => {
    let now = 0;
    const { cache } = cacheOf({ ttlMs: 1000, maxEntries: 2, clock: () => new Date(now) });
    cache.set("/a", "shop_1", "a", cache.generation());
    now = 999;
    expect(cache.get("/a")).toBe("a");
    now = 1000;
    expect(cache.get("/a")).toBeUndefined();
    for (const key of ["/b", "/c", "/d"]) cache.set(key, null, key, cache.generation());
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/d")).toBe("/d");
  });
});
