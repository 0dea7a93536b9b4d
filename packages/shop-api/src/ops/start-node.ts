import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createShopApi, type ShopApi } from "../app";
import { loadSecrets } from "../auth/secrets";
import { openChangeFeed } from "../db/change-feed";
import type { ShopDatabase } from "../db/database";
import type { MailTransport } from "../mail/mail-transport";
import { edgePurgeOf } from "./edge-purge";
import { createGracefulShutdown } from "./graceful-shutdown";
import type { Logger } from "./logger";
import { createNodeApp } from "./node-app";
import type { NodeConfig } from "./node-config";

/** What a node serves around the shop API: the host server (`pnpm start`), or nothing more. */
export interface NodeService {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** Frees what the service holds, once the node has drained. */
  close?: () => void;
}

export interface StartNodeOptions {
  config: NodeConfig;
  logger: Logger;
  /** Opened and seeded by the entry point; closed here once the node has drained. */
  db: ShopDatabase;
  mail: MailTransport;
  /** The data folder: the secrets when none are in the environment, the resized images. */
  dataDir: string;
  /** Builds the service from the shop API; default the shop API alone. */
  service?: (api: ShopApi) => NodeService | Promise<NodeService>;
  /** Called once the port is open. */
  onListening: (port: number) => void;
}

/**
 * Runs one node on `config.host`:`config.port`: the shop API on `db` (and the service around it),
 * its caches told of every node's writes (`openChangeFeed`, LISTEN/NOTIFY on PostgreSQL), the
 * probes and request log in front (`createNodeApp`), the edge's copies purged on a change when
 * `VITRINE_EDGE_PURGE_URL` is set, and a drain on SIGTERM that closes it all. An unhandled
 * rejection is logged and the node carries on.
 *
 * @example
 * await startNode({ config, logger, db, mail, dataDir, onListening: (port) => console.log(port) });
 */
export async function startNode(options: StartNodeOptions): Promise<void> {
  const { config, logger, db } = options;
  // A rejection no handler took (a library's, a theme call's the host did not foresee) is a bug
  // to log, not a reason to end every shop this node serves; Node's default ends the process.
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled rejection; the node carries on");
  });
  // On PostgreSQL other nodes may serve the same shops: their caches hear this node's writes.
  const changeFeed = await openChangeFeed({ databaseUrl: config.databaseUrl });
  const api = createShopApi({
    db,
    secrets: await loadSecrets({ dataDir: options.dataDir }),
    mail: options.mail,
    imageCacheDir: join(options.dataDir, "image-cache"),
    changeFeed,
    trustedProxies: config.trustedProxies,
  });
  const service: NodeService = (await options.service?.(api)) ?? { fetch: api.app.fetch };
  // Every node checks: whichever gets to a due schedule first publishes it, once.
  const stopScheduler = api.themeScheduler.start();
  // Behind an edge that takes purges, a write clears the edge's copies of what it changed.
  const edgePurge = edgePurgeOf(config, changeFeed, logger);
  const shutdown = createGracefulShutdown({
    deadlineMs: config.drainMs,
    logger,
    cleanup: async () => {
      stopScheduler();
      service.close?.();
      edgePurge?.close();
      await Promise.allSettled([changeFeed.close(), db.destroy()]);
    },
  });
  const node = createNodeApp({
    db,
    logger,
    draining: shutdown.draining,
    fetch: service.fetch,
    edgePurge,
  });
  const server = serve({ fetch: node.fetch, hostname: config.host, port: config.port }, (info) =>
    options.onListening(info.port),
  );
  shutdown.track(server);
  shutdown.exitOnSignals();
}
