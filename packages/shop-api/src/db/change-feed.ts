import pg from "pg";
import { reportPoolErrors } from "./pool-errors";

/**
 * The parts of a shop a write may change under a node's cache: `theme`, its live theme;
 * `settings`, its published theme settings; `products`, its products' stock and sales.
 */
export const CHANGE_SCOPES = ["theme", "settings", "products"] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

/** What a write changed, told to every node so each drops what it cached of it. */
export interface Change {
  shopId: string;
  scope: ChangeScope;
}

/**
 * Called with each change, or with null when changes may have been missed (the feed lost its
 * connection and is back): then nothing cached can be trusted, of any shop.
 */
export type ChangeListener = (change: Change | null) => void;

export interface ChangeFeed {
  /**
   * Tells every node, this one included, exactly once. Publish after the write is committed. It
   * never throws: the write is done whatever happens here, so a failure is only reported (the
   * caches' own expiry catches up).
   */
  publish(change: Change): Promise<void>;
  /** Listens in this process; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** Stops listening and publishing; nothing is delivered after it. */
  close(): Promise<void>;
}

export interface OpenChangeFeedOptions {
  /** PostgreSQL, shared by every node; without it (PGlite: one process) the feed is in-process. */
  databaseUrl?: string;
  /** Where a failed publish or a lost connection is told; default `console.error`. */
  reportError?: (error: unknown) => void;
  /** How its connections show in `pg_stat_activity`; default `vitrine-change-feed`. */
  applicationName?: string;
}

/** The channel every node listens on; a PostgreSQL database is one deployment. */
const CHANNEL = "vitrine_changes";
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

const consoleReport = (error: unknown) => console.error("[change-feed]", error);

/**
 * A feed for one process: a change reaches this process's listeners only. Enough for PGlite, the
 * default of `createShopApi`, and tests.
 * @example
 * const feed = createChangeFeed();
 * feed.subscribe((change) => console.log(change));
 * await feed.publish({ shopId: "shop_demo", scope: "theme" }) // logs { shopId: "shop_demo", scope: "theme" }
 */
export function createChangeFeed(
  options: Pick<OpenChangeFeedOptions, "reportError"> = {},
): ChangeFeed {
  const listeners = listenerSet(options.reportError ?? consoleReport);
  let closed = false;
  return {
    async publish(change) {
      if (!closed) listeners.deliver(change);
    },
    subscribe: listeners.add,
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}

/**
 * The feed of a deployment: on PostgreSQL (`databaseUrl`), every node's changes through
 * LISTEN/NOTIFY, on a connection of its own that is opened again when it drops (listeners then get
 * null: what was published meanwhile is lost); otherwise `createChangeFeed()`. Fails when the
 * first connection does, so a node never starts deaf.
 * @example
 * const feed = await openChangeFeed({ databaseUrl: process.env.DATABASE_URL });
 * await feed.publish({ shopId: "shop_demo", scope: "settings" }) // every node's listeners get it
 */
export async function openChangeFeed(options: OpenChangeFeedOptions): Promise<ChangeFeed> {
  if (!options.databaseUrl) return createChangeFeed(options);
  const report = options.reportError ?? consoleReport;
  const listeners = listenerSet(report);
  const connection = {
    connectionString: options.databaseUrl,
    application_name: options.applicationName ?? "vitrine-change-feed",
  };
  // Not the API's pool: a publish then never waits behind requests, nor a request behind it.
  const publisher = reportPoolErrors(new pg.Pool({ ...connection, max: 2 }), report);

  let closed = false;
  let listening: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  const lost = new WeakSet<pg.Client>();

  const onLost = (client: pg.Client) => {
    if (lost.has(client)) return;
    lost.add(client);
    client.end().catch(() => {});
    if (client === listening && !closed) {
      listening = null;
      reconnectLater();
    }
  };

  const listen = async () => {
    const client = new pg.Client({ ...connection, keepAlive: true });
    client.on("notification", ({ channel, payload }) => {
      if (channel !== CHANNEL || lost.has(client)) return;
      const change = parseChange(payload);
      if (change) listeners.deliver(change);
      else report(new Error(`Ignored a malformed change: ${payload}`));
    });
    client.on("error", (error) => {
      if (!closed) report(error);
      onLost(client);
    });
    client.on("end", () => onLost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      onLost(client);
      throw error;
    }
    if (lost.has(client)) throw new Error("The change feed's connection ended while opening");
    return client;
  };

  const reconnectLater = () => {
    retry = setTimeout(async () => {
      try {
        const client = await listen();
        if (closed) {
          await client.end();
          return;
        }
        listening = client;
        retryMs = FIRST_RETRY_MS;
        listeners.deliver(null);
      } catch (error) {
        if (closed) return;
        report(error);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        reconnectLater();
      }
    }, retryMs);
  };

  try {
    listening = await listen();
  } catch (error) {
    await publisher.end();
    throw error;
  }

  return {
    async publish(change) {
      if (closed) return;
      try {
        await publisher.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(change)]);
      } catch (error) {
        report(error);
      }
    },
    subscribe: listeners.add,
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const client = listening;
      listening = null;
      if (client) {
        lost.add(client);
        await client.end().catch(() => {});
      }
      await publisher.end();
    },
  };
}

/**
 * Calls `invalidate` with the shop of each change of one of `scopes`, and with null when changes
 * may have been missed: a node's cache drops what it keeps of that shop, or of every shop.
 * @example
 * onChange(feed, ["theme", "settings"], (shopId) => (shopId === null ? pages.clear() : pages.dropShop(shopId)))
 */
export function onChange(
  feed: ChangeFeed,
  scopes: readonly ChangeScope[],
  invalidate: (shopId: string | null) => void,
): () => void {
  return feed.subscribe((change) => {
    if (change === null) invalidate(null);
    else if (scopes.includes(change.scope)) invalidate(change.shopId);
  });
}

/** A notification's payload as a change, or null when it is not one (another sender's). */
function parseChange(payload: string | undefined): Change | null {
  try {
    const value = JSON.parse(payload ?? "") as Partial<Change>;
    const scope = CHANGE_SCOPES.find((known) => known === value.scope);
    return typeof value.shopId === "string" && scope ? { shopId: value.shopId, scope } : null;
  } catch {
    return null;
  }
}

/** Listeners of one feed; one that throws is reported and the others still hear the change. */
function listenerSet(report: (error: unknown) => void) {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener) {
      // A wrapper per subscription: subscribing one function twice hears each change twice.
      const entry: ChangeListener = (change) => listener(change);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    deliver(change: Change | null) {
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch (error) {
          report(error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
