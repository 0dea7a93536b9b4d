import { EDGE_PURGE_PATH_PREFIX, SURROGATE_KEY_HEADER, surrogateKeys } from "@vitrine/contract";
import type { MiddlewareHandler } from "hono";
import { Pool, request } from "undici";
import type { ChangeFeed } from "../db/change-feed";
import type { Logger } from "./logger";
import type { NodeConfig } from "./node-config";

/**
 * The copies the edge keeps of one address (deploy/nginx/vitrine.conf): one per encoding. No
 * page depends on a cookie the edge could key on (a shared page is rendered for no one).
 */
const EDGE_VARIANTS = ["", "gzip", "br"].map((encoding) => ({ encoding }));
/** How many addresses one surrogate key remembers; the oldest is forgotten first. */
const MAX_ADDRESSES_PER_KEY = 2_000;
/** How many surrogate keys are remembered; the one written longest ago is forgotten first. */
const MAX_KEYS = 10_000;
/** What a shop's keys start with (`shop-{id}`, `shop-{id}-{scope}`). */
const SHOP_KEY_PREFIX = surrogateKeys.shop("");
/**
 * A render that read the shop before the change reached this node may finish after the first
 * purge and be stored: the addresses are purged once more after it.
 */
const SECOND_PURGE_MS = 500;
/** Purges in flight at once, so a shop with many addresses does not flood the edge. */
const PURGE_CONCURRENCY = 8;

/** An address the edge may keep a copy of: the request's `Host` and its path with the query. */
interface EdgeAddress {
  host: string;
  path: string;
}

export interface EdgePurgeOptions {
  /** The edge (nginx) that takes this node's purges: `http://127.0.0.1:8080`. */
  edgeUrl: string;
  feed: ChangeFeed;
  logger: Logger;
}

export interface EdgePurge {
  /** Remembers the address of each answer the edge may keep, under its surrogate keys. */
  remember: MiddlewareHandler;
  /** Stops purging; what is remembered is dropped. */
  close(): void;
}

/**
 * Purges the edge's copies of what a write changed. The node remembers, under each of a shop's
 * surrogate keys an answer it sent carries (`Surrogate-Key`), the address of every answer a shared
 * cache may keep (`Cache-Control: public`). A change of a shop, announced on the change feed to every node, has
 * each node purge the addresses it answered under that shop's key, in each variant the edge keeps
 * apart, at `EDGE_PURGE_PATH_PREFIX` (nginx's ngx_cache_purge, by exact cache key), then once more
 * `SECOND_PURGE_MS` later. A feed that lost changes purges everything remembered. A node that
 * restarts forgets: the edge's copies it made then expire on their own (`s-maxage`).
 *
 * @example
 * const purge = createEdgePurge({ edgeUrl: "http://127.0.0.1:8080", feed, logger });
 * app.use(purge.remember);
 * // GET demo.localhost/pod/products → public, Surrogate-Key: shop-shop_demo …: remembered
 * await feed.publish({ shopId: "shop_demo", scope: "settings" });
 * // → GET /.vitrine-purge/pod/products (Host: demo.localhost) ×9 variants, now and 500 ms later
 */
export function createEdgePurge(options: EdgePurgeOptions): EdgePurge {
  const edge = new URL(options.edgeUrl);
  const edgeConnections = new Pool(edge.origin, { connections: PURGE_CONCURRENCY });
  const byKey = new Map<string, Map<string, EdgeAddress>>();
  const timers = new Set<NodeJS.Timeout>();

  const remember = (key: string, address: EdgeAddress) => {
    const addresses = byKey.get(key) ?? new Map<string, EdgeAddress>();
    // Written last, kept longest: a Map iterates in insertion order.
    byKey.delete(key);
    byKey.set(key, addresses);
    const id = `${address.host}${address.path}`;
    addresses.delete(id);
    addresses.set(id, address);
    if (addresses.size > MAX_ADDRESSES_PER_KEY)
      addresses.delete(addresses.keys().next().value ?? "");
    if (byKey.size > MAX_KEYS) byKey.delete(byKey.keys().next().value ?? "");
  };

  const purgeOne = async (address: EdgeAddress, variant: (typeof EDGE_VARIANTS)[number]) => {
    // The copy is the shop's: `Host` names it, not the edge's own address.
    const headers: Record<string, string> = { Host: address.host };
    if (variant.encoding !== "") headers["Accept-Encoding"] = variant.encoding;
    try {
      const answer = await request(`${edge.origin}${EDGE_PURGE_PATH_PREFIX}${address.path}`, {
        dispatcher: edgeConnections,
        headers,
      });
      await answer.body.dump();
      // 200: purged; 404: the edge held no copy in that encoding.
      if (answer.statusCode !== 200 && answer.statusCode !== 404) {
        options.logger.warn({ status: answer.statusCode }, "edge purge refused");
      }
    } catch (error) {
      options.logger.warn({ err: error }, "edge purge failed");
    }
  };

  const purge = async (addresses: EdgeAddress[]) => {
    const pending = addresses.flatMap((address) =>
      EDGE_VARIANTS.map((variant) => () => purgeOne(address, variant)),
    );
    const worker = async () => {
      for (let next = pending.shift(); next !== undefined; next = pending.shift()) await next();
    };
    await Promise.all(Array.from({ length: PURGE_CONCURRENCY }, worker));
  };

  const purgeTwice = (addresses: EdgeAddress[]) => {
    if (addresses.length === 0) return;
    void purge(addresses);
    const timer = setTimeout(() => {
      timers.delete(timer);
      void purge(addresses);
    }, SECOND_PURGE_MS);
    timers.add(timer);
  };

  const unsubscribe = options.feed.subscribe((change) => {
    if (change === null) {
      // Keyed as each key's own map keys them: an address under several keys is purged once.
      const everything = new Map([...byKey.values()].flatMap((addresses) => [...addresses]));
      purgeTwice([...everything.values()]);
      return;
    }
    purgeTwice([...(byKey.get(surrogateKeys.shop(change.shopId))?.values() ?? [])]);
  });

  return {
    remember: async (c, next) => {
      await next();
      const cacheControl = c.res.headers.get("Cache-Control") ?? "";
      const keys = c.res.headers.get(SURROGATE_KEY_HEADER);
      const host = c.req.header("Host");
      if (c.req.method !== "GET" || !cacheControl.startsWith("public") || !keys || !host) return;
      const url = new URL(c.req.url);
      const address = { host, path: `${url.pathname}${url.search}` };
      // Only the shop's key: changes are announced by shop. Its scope keys (`shop-{id}-products`,
      // which start with it) and a record's keys (one per product) would only multiply what an
      // address costs to remember.
      const shopKeys = keys.split(" ").filter((key) => key.startsWith(SHOP_KEY_PREFIX));
      for (const key of shopKeys) {
        if (!shopKeys.some((shop) => key.startsWith(`${shop}-`))) remember(key, address);
      }
    },
    close() {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      byKey.clear();
      void edgeConnections.destroy();
    },
  };
}

/**
 * A node's edge purge when its configuration names an edge (`VITRINE_EDGE_PURGE_URL`); without
 * one the edge's copies expire on their own.
 * @example edgePurgeOf(config, changeFeed, logger) // undefined unless config.edgePurgeUrl is set
 */
export function edgePurgeOf(
  config: Pick<NodeConfig, "edgePurgeUrl">,
  feed: ChangeFeed,
  logger: Logger,
): EdgePurge | undefined {
  return config.edgePurgeUrl
    ? createEdgePurge({ edgeUrl: config.edgePurgeUrl, feed, logger })
    : undefined;
}
