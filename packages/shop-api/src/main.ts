import { join } from "node:path";
import { openDatabase } from "./db/database";
import { openMailTransport } from "./mail/open-mail-transport";
import { createLogger } from "./ops/logger";
import { nodeConfigOrExit } from "./ops/node-config";
import { startNode } from "./ops/start-node";
import { seedDemo, seedRequested } from "./seed/seed-demo";

/**
 * Runs the shop API alone on $HOST:$PORT (default 127.0.0.1:3000): PGlite in `.data/pglite` unless
 * `DATABASE_URL` is set. Created and migrated on first start; seeded with the demo on PGlite, and
 * on PostgreSQL only with `--seed demo` or `VITRINE_SEED=demo`. Answers `/healthz` and `/readyz`,
 * logs each request as a JSON line, and drains on SIGTERM (`src/ops/`).
 */
// A wrong variable stops the start here, with every problem named.
const config = nodeConfigOrExit(process.env);
const dataDir = config.dataDir ?? join(import.meta.dirname, "../.data");
// Before the database: production without a mail server stops here, with what to set.
const mail = openMailTransport(process.env, dataDir);

const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(dataDir, "pglite"),
});
if (seedRequested(process.env, process.argv)) await seedDemo(db);
await startNode({
  config,
  logger: createLogger({ level: config.logLevel }),
  db,
  mail,
  dataDir,
  onListening: (port) => {
    console.log(
      `shop-api listening on http://localhost:${port} (demo: http://demo.localhost:${port})`,
    );
    console.log(`mail: ${mail.description}`);
  },
});
