import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import {
  type Change,
  type ChangeFeed,
  createChangeFeed,
  onChange,
  openChangeFeed,
} from "./change-feed";

/** Everything a feed delivered, and a wait for the next matching one (1 s at most). */
function recorder(feed: ChangeFeed) {
  const seen: Array<Change | null> = [];
  feed.subscribe((change) => seen.push(change));
  const waitFor = async (matches: (change: Change | null) => boolean, withinMs = 1000) => {
    const until = Date.now() + withinMs;
    while (!seen.some(matches)) {
      if (Date.now() > until) throw new Error(`Nothing matching within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { seen, waitFor };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the in-process change feed", () => {
  it("delivers a change to each listener once, and nothing after close", async () => {
    const feed = createChangeFeed();
    const first = recorder(feed);
    const second = recorder(feed);
    await feed.publish({ shopId: "shop_demo", scope: "theme" });
    expect(first.seen).toEqual([{ shopId: "shop_demo", scope: "theme" }]);
    expect(second.seen).toEqual(first.seen);
    await feed.close();
    await feed.publish({ shopId: "shop_demo", scope: "theme" });
    expect(first.seen).toHaveLength(1);
  });

  it("keeps delivering to the others when a listener throws, and reports it", async () => {
    const reported: unknown[] = [];
    const feed = createChangeFeed({ reportError: (error) => reported.push(error) });
    feed.subscribe(() => {
      throw new Error("listener broke");
    });
    const after = recorder(feed);
    await feed.publish({ shopId: "shop_demo", scope: "products" });
    expect(after.seen).toHaveLength(1);
    expect(reported).toHaveLength(1);
  });

  it("onChange hands over the shop of its scopes only, and null for every shop", async () => {
    const feed = createChangeFeed();
    const dropped: Array<string | null> = [];
    const stop = onChange(feed, ["theme", "settings"], (shopId) => dropped.push(shopId));
    await feed.publish({ shopId: "shop_a", scope: "settings" });
    await feed.publish({ shopId: "shop_b", scope: "products" });
    stop();
    await feed.publish({ shopId: "shop_c", scope: "theme" });
    expect(dropped).toEqual(["shop_a"]);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)("the change feed on PostgreSQL (two nodes)", () => {
  const feeds: ChangeFeed[] = [];
  const open = async () => {
    const feed = await openChangeFeed({ databaseUrl, reportError: () => {} });
    feeds.push(feed);
    return feed;
  };
  afterEach(async () => {
    await Promise.all(feeds.splice(0).map((feed) => feed.close()));
  });
  // Other runs may share the database: each test's changes name a shop of its own.
  const shopId = () => `shop_${randomBytes(6).toString("hex")}`;

  it("delivers one node's publish to both nodes within a second, once each", async () => {
    const [nodeA, nodeB] = [await open(), await open()];
    const [a, b] = [recorder(nodeA), recorder(nodeB)];
    const change: Change = { shopId: shopId(), scope: "settings" };
    await nodeA.publish(change);
    const ours = (seen: Change | null) => seen?.shopId === change.shopId;
    await Promise.all([a.waitFor(ours), b.waitFor(ours)]);
    await settle(100);
    expect(a.seen.filter(ours)).toEqual([change]);
    expect(b.seen.filter(ours)).toEqual([change]);
  });

  it("delivers nothing to a closed node", async () => {
    const [nodeA, nodeB] = [await open(), await open()];
    const [a, b] = [recorder(nodeA), recorder(nodeB)];
    await nodeA.close();
    const change: Change = { shopId: shopId(), scope: "theme" };
    await nodeB.publish(change);
    await b.waitFor((seen) => seen?.shopId === change.shopId);
    await settle(200);
    expect(a.seen).toEqual([]);
  });

  it("listens again when its connection drops, telling listeners changes may have been missed", async () => {
    // A name of its own: the other feeds of the database (other test files) keep their connection.
    const applicationName = `vitrine-change-feed-${randomBytes(4).toString("hex")}`;
    const node = await openChangeFeed({ databaseUrl, applicationName, reportError: () => {} });
    feeds.push(node);
    const seen = recorder(node);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and query ilike 'listen%'`,
        [applicationName],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await seen.waitFor((change) => change === null, 3000);
    const change: Change = { shopId: shopId(), scope: "products" };
    await node.publish(change);
    await seen.waitFor((delivered) => delivered?.shopId === change.shopId);
  });
});
