import { describe, expect, it } from "vitest";
import { type ChangeFeed, type ChangeListener, createChangeFeed } from "./change-feed";
import { createContentVersions } from "./content-versions";

describe("a shop's content version", () => {
  it("changes with each write announced to that shop, and only that shop", async () => {
    const feed = createChangeFeed();
    const versionOf = createContentVersions(feed);
    const demo = versionOf("shop_demo");
    const minimal = versionOf("shop_minimal");
    expect(versionOf("shop_demo")).toBe(demo);
    await feed.publish({ shopId: "shop_demo", scope: "products" });
    expect(versionOf("shop_demo")).not.toBe(demo);
    expect(versionOf("shop_minimal")).toBe(minimal);
  });

  it("changes for every shop when changes may have been missed", () => {
    // What a PostgreSQL feed tells its listeners when its connection comes back.
    let deliver: ChangeListener = () => {};
    const feed: ChangeFeed = {
      ...createChangeFeed(),
      subscribe: (listener) => {
        deliver = listener;
        return () => {};
      },
    };
    const versionOf = createContentVersions(feed);
    const before = versionOf("shop_demo");
    deliver(null);
    expect(versionOf("shop_demo")).not.toBe(before);
  });

  it("differs between two nodes, or one node before and after a restart", () => {
    const feed = createChangeFeed();
    expect(createContentVersions(feed)("shop_demo")).not.toBe(
      createContentVersions(feed)("shop_demo"),
    );
  });
});
