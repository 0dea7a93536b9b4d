import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createResizedImageCache } from "./resized-image-cache";

describe("the resized image cache", () => {
  it("keeps a size written by many requests at once, each write whole, no part file left", async () => {
    const dir = await mkdtemp(join(tmpdir(), "image-cache-"));
    const cache = createResizedImageCache(dir);
    const bytes = new Uint8Array([1, 2, 3]);
    await Promise.all(Array.from({ length: 20 }, () => cache.set("id|600|cover", bytes)));
    expect(await cache.get("id|600|cover")).toEqual(bytes);
    expect(await readdir(dir)).toHaveLength(1);
  });

  it("answers nothing for a size not made yet", async () => {
    const cache = createResizedImageCache(await mkdtemp(join(tmpdir(), "image-cache-")));
    expect(await cache.get("id|600|cover")).toBeNull();
  });
});
