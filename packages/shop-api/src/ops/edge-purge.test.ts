import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  PERSONAL_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SURROGATE_KEY_HEADER,
} from "@vitrine/contract";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChangeFeed, createChangeFeed } from "../db/change-feed";
import { createEdgePurge, type EdgePurge, edgePurgeOf } from "./edge-purge";
import { createLogger } from "./logger";

interface Purge {
  path: string;
  host: string | undefined;
  encoding: string | undefined;
  cookie: string | undefined;
}

let edge: Server;
let purges: Purge[];
let feed: ChangeFeed;
let purge: EdgePurge;
let app: Hono;

beforeEach(async () => {
  purges = [];
  edge = createServer((request, response) => {
    purges.push({
      path: request.url ?? "",
      host: request.headers.host,
      encoding: request.headers["accept-encoding"],
      cookie: request.headers.cookie,
    });
    response.statusCode = purges.length % 2 === 0 ? 200 : 404;
    response.end();
  });
  await new Promise<void>((resolve) => edge.listen(0, "127.0.0.1", resolve));
  feed = createChangeFeed();
  purge = createEdgePurge({
    edgeUrl: `http://127.0.0.1:${(edge.address() as AddressInfo).port}`,
    feed,
    logger: createLogger({ level: "silent" }),
  });
  app = new Hono();
  app.use(purge.remember);
  // What a shop's node answers: public reads under the shop's keys, a private one, a write.
  app.get("/pod/products", (c) =>
    c.json([], 200, {
      "Cache-Control": PUBLIC_CACHE_CONTROL,
      [SURROGATE_KEY_HEADER]: surrogateKeysOf(c.req.header("Host")?.split(".")[0] ?? ""),
    }),
  );
  app.get("/order/v3/cart", (c) =>
    c.json({}, 200, {
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      [SURROGATE_KEY_HEADER]: "shop-demo",
    }),
  );
  app.post("/pod/products", (c) =>
    c.json({}, 200, { "Cache-Control": PUBLIC_CACHE_CONTROL, [SURROGATE_KEY_HEADER]: "shop-demo" }),
  );
});

afterEach(async () => {
  purge.close();
  await new Promise((resolve) => edge.close(resolve));
});

/** A public read's keys, as `publicRead` sends them: the shop's, its scope's, a record's. */
function surrogateKeysOf(shopId: string): string {
  return `shop-${shopId} shop-${shopId}-products product-prod_1`;
}

const get = (host: string, path: string, method = "GET") =>
  app.request(`http://${host}${path}`, { method, headers: { Host: host } });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("purging the edge's copies of what a write changed", () => {
  it("purges every copy the edge keeps of each public answer of the changed shop, twice", async () => {
    await get("demo.localhost", "/pod/products?pageSize=3");
    await get("demo.localhost", "/order/v3/cart?cartToken=t");
    await get("demo.localhost", "/pod/products", "POST");
    await get("other.localhost", "/pod/products");

    await feed.publish({ shopId: "demo", scope: "settings" });
    // Waited for, not slept on: a machine under load may take longer than a fixed pause.
    await vi.waitFor(() => expect(purges).toHaveLength(3));
    for (const purged of purges) {
      expect(purged.path).toBe("/.vitrine-purge/pod/products?pageSize=3");
      expect(purged.host).toBe("demo.localhost");
      expect(purged.cookie).toBeUndefined();
    }
    expect(new Set(purges.map(({ encoding }) => encoding ?? ""))).toEqual(
      new Set(["", "gzip", "br"]),
    );
    // A render that read the shop before the change may have been stored after the first purge.
    await vi.waitFor(() => expect(purges).toHaveLength(6), { timeout: 3000 });
  });

  it("purges what it answered of every shop when the feed may have lost changes", async () => {
    await get("demo.localhost", "/pod/products");
    await get("other.localhost", "/pod/products");
    // What a PostgreSQL feed tells its listeners when its connection came back; the in-process
    // feed hands on whatever it is given.
    await (feed as unknown as { publish(change: null): Promise<void> }).publish(null);
    await vi.waitFor(() =>
      expect(new Set(purges.map((purged) => purged.host))).toEqual(
        new Set(["demo.localhost", "other.localhost"]),
      ),
    );
  });

  it("purges nothing once closed, and nothing for a shop it never answered", async () => {
    await get("demo.localhost", "/pod/products");
    await feed.publish({ shopId: "unknown", scope: "theme" });
    purge.close();
    await feed.publish({ shopId: "demo", scope: "theme" });
    await settle(100);
    expect(purges).toEqual([]);
  });

  it("is made only for a node whose configuration names an edge", () => {
    const logger = createLogger({ level: "silent" });
    expect(edgePurgeOf({ edgePurgeUrl: undefined }, feed, logger)).toBeUndefined();
    const made = edgePurgeOf({ edgePurgeUrl: "http://127.0.0.1:9" }, feed, logger);
    expect(made).toBeDefined();
    made?.close();
  });
});
