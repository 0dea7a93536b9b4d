import type { InitialState } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { createChangeFeed } from "../db/change-feed";
import type { PageViewer } from "./page-viewer";
import { visitorStateCache } from "./visitor-state-cache";

/** A reader that counts its reads and answers a state of `shop_demo` naming the read's number. */
function countingReader() {
  const reads: Array<{ host: string; viewer: PageViewer | undefined }> = [];
  const read = async (host: string, viewer?: PageViewer) => {
    reads.push({ host, viewer });
    const shop = host.startsWith("gone") ? null : { id: "shop_demo", name: `read ${reads.length}` };
    return { shop, error: null } as unknown as InitialState;
  };
  return { read, reads };
}

describe("a node's cache of the visitors' initial state", () => {
  it("reads a shop's state once per host for visitors, each caller getting its own copy", async () => {
    const { read, reads } = countingReader();
    const cached = visitorStateCache(read, createChangeFeed());
    const first = await cached("demo.localhost:3000");
    const second = await cached("Demo.localhost:3000");
    expect(reads).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it("reads again once the shop's theme or settings change, from any node", async () => {
    const { read, reads } = countingReader();
    const feed = createChangeFeed();
    const cached = visitorStateCache(read, feed);
    await cached("demo.localhost:3000");
    await feed.publish({ shopId: "shop_demo", scope: "products" });
    await cached("demo.localhost:3000");
    expect(reads).toHaveLength(1);
    await feed.publish({ shopId: "shop_demo", scope: "settings" });
    expect((await cached("demo.localhost:3000")).shop?.name).toBe("read 2");
  });

  it("never keeps the owner's, a preview's or a chosen theme's state, nor an unknown shop's", async () => {
    const { read, reads } = countingReader();
    const cached = visitorStateCache(read, createChangeFeed());
    for (const viewer of [{ authToken: "t" }, { themePreview: "p" }, { theme: "default" }]) {
      await cached("demo.localhost:3000", viewer);
      await cached("demo.localhost:3000", viewer);
    }
    await cached("gone.localhost:3000");
    await cached("gone.localhost:3000");
    expect(reads).toHaveLength(8);
  });

  it("keeps a state for its time limit at most", async () => {
    const { read, reads } = countingReader();
    let now = 0;
    const cached = visitorStateCache(read, createChangeFeed(), {
      ttlMs: 1000,
      clock: () => new Date(now),
    });
    await cached("demo.localhost:3000");
    now = 1000;
    await cached("demo.localhost:3000");
    expect(reads).toHaveLength(2);
  });
});
