import { describe, expect, it } from "vitest";
import { type CachedRead, createReadCache } from "./read-cache";

const answer = (text: string): CachedRead => ({
  status: 200,
  headers: [["Content-Type", "application/json"]],
  body: new TextEncoder().encode(text),
});

describe("a node's hot cache of public reads", () => {
  it("answers what it stored, per shop", () => {
    const cache = createReadCache();
    cache.set("shop_1", "/pod/products", answer("one"), cache.generation("shop_1"));
    expect(cache.get("shop_1", "/pod/products")).toEqual(answer("one"));
    expect(cache.get("shop_2", "/pod/products")).toBeUndefined();
  });

  it("forgets a shop's answers when a write to it is announced, and only that shop's", () => {
    const cache = createReadCache();
    cache.set("shop_1", "/pod/products", answer("one"), cache.generation("shop_1"));
    cache.set("shop_2", "/pod/products", answer("two"), cache.generation("shop_2"));
    cache.dropShop("shop_1");
    expect(cache.get("shop_1", "/pod/products")).toBeUndefined();
    expect(cache.get("shop_2", "/pod/products")).toEqual(answer("two"));
  });

  it("does not store an answer read before a write that was announced while it was read", () => {
    const cache = createReadCache();
    const before = cache.generation("shop_1");
    cache.dropShop("shop_1");
    cache.set("shop_1", "/pod/products", answer("stale"), before);
    expect(cache.get("shop_1", "/pod/products")).toBeUndefined();
    const cleared = cache.generation("shop_3");
    cache.clear();
    cache.set("shop_3", "/pod/products", answer("stale"), cleared);
    expect(cache.get("shop_3", "/pod/products")).toBeUndefined();
  });

  it("keeps an answer for its time limit at most, and the newest answers past its size", () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2, clock: () => new Date(now) });
    cache.set("shop_1", "/a", answer("a"), cache.generation("shop_1"));
    now = 999;
    expect(cache.get("shop_1", "/a")).toEqual(answer("a"));
    now = 1000;
    expect(cache.get("shop_1", "/a")).toBeUndefined();
    for (const key of ["/b", "/c", "/d"]) {
      cache.set("shop_1", key, answer(key), cache.generation("shop_1"));
    }
    expect(cache.get("shop_1", "/b")).toBeUndefined();
    expect(cache.get("shop_1", "/d")).toEqual(answer("/d"));
  });
});
