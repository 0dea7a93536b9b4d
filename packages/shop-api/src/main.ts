import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createShopApi } from "./app";
import { loadSecrets } from "./auth/secrets";
import { openChangeFeed } from "./db/change-feed";
import { openDatabase } from "./db/database";
import { openMailTransport } from "./mail/open-mail-transport";
import { edgePurgeOf } from "./ops/edge-purge";
import { createGracefulShutdown } from "./ops/graceful-shutdown";
import { createLogger } from "./ops/logger";
import { createNodeApp } from "./ops/node-app";
import { nodeConfigOrExit } from "./ops/node-config";
import { seedDemo, seedRequested } from "./seed/seed-demo";

/**
 * Runs the shop API alone on $HOST:$PORT (default 127.0.0.1:3000): PGlite in `.data/pglite` unless
 * `DATABASE_URL` is set. Created and migrated on first start; seeded with the demo on PGlite, and
 * on PostgreSQL only with `--seed demo` or `VITRINE_SEED=demo`. Answers `/healthz` and `/readyz`,
 * logs each request as a JSON line, and drains on SIGTERM (`src/ops/`).
 */
// A wrong variable stops the start here, with every problem named.
const config = nodeConfigOrExit(process.env);
const logger = createLogger({ level: config.logLevel });
const dataDir = config.dataDir ?? join(import.meta.dirname, "../.data");
// Before the database: production without a mail server stops here, with what to set.
const mail = openMailTransport(process.env, dataDir);

const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(dataDir, "pglite"),
});
if (seedRequested(process.env, process.argv)) await seedDemo(db);
// On PostgreSQL other nodes may serve the same shops: their caches hear this node's writes.
const changeFeed = await openChangeFeed({ databaseUrl: config.databaseUrl });
const { app } = createShopApi({
  db,
  secrets: await loadSecrets({ dataDir }),
  mail,
  imageCacheDir: join(dataDir, "image-cache"),
  changeFeed,
  trustedProxies: config.trustedProxies,
});

// Behind an edge that takes purges, a write clears the edge's copies of what it changed.
const edgePurge = edgePurgeOf(config, changeFeed, logger);
const shutdown = createGracefulShutdown({
  deadlineMs: config.drainMs,
  logger,
  cleanup: async () => {
    edgePurge?.close();
    await Promise.allSettled([changeFeed.close(), db.destroy()]);
  },
});
const nodeApp = createNodeApp({
  db,
  logger,
  draining: shutdown.draining,
  fetch: app.fetch,
  edgePurge,
});
const server = serve({ fetch: nodeApp.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(
    `shop-api listening on http://localhost:${info.port} (demo: http://demo.localhost:${info.port})`,
  );
  console.log(`mail: ${mail.description}`);
});

shutdown.track(server);
shutdown.exitOnSignals();
