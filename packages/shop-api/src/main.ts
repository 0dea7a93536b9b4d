import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createShopApi } from "./app";
import { loadSecrets } from "./auth/secrets";
import { openDatabase } from "./db/database";
import { openMailTransport } from "./mail/open-mail-transport";
import { seedDemo, seedRequested } from "./seed/seed-demo";

/**
 * Runs the shop API alone on 127.0.0.1:$PORT (default 3000): PGlite in `.data/pglite` unless
 * `DATABASE_URL` is set. Created and migrated on first start; seeded with the demo on PGlite, and
 * on PostgreSQL only with `--seed demo` or `VITRINE_SEED=demo`.
 */
const dataDir = process.env.VITRINE_DATA_DIR ?? join(import.meta.dirname, "../.data");
const port = Number(process.env.PORT ?? 3000);
// Before the database: production without a mail server stops here, with what to set.
const mail = openMailTransport(process.env, dataDir);

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: join(dataDir, "pglite"),
});
if (seedRequested(process.env, process.argv)) await seedDemo(db);
const { app } = createShopApi({
  db,
  secrets: await loadSecrets({ dataDir }),
  mail,
  imageCacheDir: join(dataDir, "image-cache"),
});

const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, (info) => {
  console.log(
    `shop-api listening on http://localhost:${info.port} (demo: http://demo.localhost:${info.port})`,
  );
  console.log(`mail: ${mail.description}`);
});

const shutdown = () => {
  server.close();
  db.destroy().finally(() => process.exit(0));
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
