/**
 * `pnpm start`: builds the host when it is missing or stale, opens the database (PGlite in
 * `.data/` unless DATABASE_URL is set; migrated on first start; the demo seeded on PGlite, and on
 * PostgreSQL only with `--seed demo` or VITRINE_SEED=demo), publishes the minimal shop's theme
 * when it has none yet (`publish-demo-theme.ts`), then serves the host and the shop API in one
 * process and prints the demo URLs.
 *
 * Environment: PORT (3000), HOST (127.0.0.1), DATABASE_URL, VITRINE_DATA_DIR (<repo>/.data),
 * LOG_LEVEL (info), VITRINE_DRAIN_MS (10000), checked at once by `parseNodeConfig`;
 * VITRINE_JWT_SECRET (else a generated dev secret),
 * VITRINE_SMTP_URL and VITRINE_MAIL_FROM (else, in development, the outbox folder <data>/outbox).
 *
 * The node answers `/healthz` and `/readyz`, logs each request as a JSON line on stdout, and on
 * SIGTERM drains: in-flight requests finish, new ones are refused, then the database closes.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createHostServer, loadPageRenderer, loadThemeIsolates } from "@vitrine/host/server";
import {
  createGracefulShutdown,
  createLogger,
  createNodeApp,
  createShopApi,
  edgePurgeOf,
  loadSecrets,
  nodeConfigOrExit,
  openChangeFeed,
  openDatabase,
  openMailTransport,
  seedDemo,
  seedRequested,
} from "@vitrine/shop-api";
import { ensureHostBuilt } from "./build-missing";
import { demoBanner } from "./demo-urls";
import { publishDemoTheme } from "./publish-demo-theme";
import { DEFAULT_DATA_DIR, HOST_DIST_DIR } from "./repo-paths";

const startedAt = performance.now();
const log = (line: string) => console.log(`[vitrine] ${line}`);
// A wrong variable stops the start here, every problem named, before anything is built.
const config = nodeConfigOrExit(process.env);
const logger = createLogger({ level: config.logLevel });
const hostname = config.host;
const dataDir = config.dataDir ?? DEFAULT_DATA_DIR;

// Before anything is built: production without a mail server stops here, with what to set.
const mail = openMailTransport(process.env, dataDir);

await ensureHostBuilt(log);

const pgliteDir = join(dataDir, "pglite");
const firstStart = !config.databaseUrl && !existsSync(pgliteDir);
log(
  config.databaseUrl
    ? "opening PostgreSQL (DATABASE_URL)…"
    : `opening PGlite in ${pgliteDir}${firstStart ? " (first start: migrating and seeding the demo)" : ""}…`,
);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir });
if (seedRequested(process.env, process.argv)) await seedDemo(db);
// The demo's example theme reaches its shop as a creator's would: published, not copied in.
await publishDemoTheme(db, log);
// On PostgreSQL other nodes may serve the same shops: their caches hear this node's writes.
const changeFeed = await openChangeFeed({ databaseUrl: config.databaseUrl });
const shopApi = createShopApi({
  db,
  secrets: await loadSecrets({ dataDir }),
  mail,
  imageCacheDir: join(dataDir, "image-cache"),
  changeFeed,
  trustedProxies: config.trustedProxies,
});
// Theme scripts render on the server in isolates (issue 16), or in the browser without them.
const themeIsolates = await loadThemeIsolates();
if (themeIsolates === null) log("theme scripts render in the browser (no theme isolate here)");
const app = await createHostServer({
  backend: shopApi,
  distDir: HOST_DIST_DIR,
  renderer: await loadPageRenderer(),
  themeIsolates,
});
const hasCustomizePage = existsSync(join(HOST_DIST_DIR, "customize.html"));

// Behind an edge that takes purges, a write clears the edge's copies of what it changed.
const edgePurge = edgePurgeOf(config, changeFeed, logger);
const shutdown = createGracefulShutdown({
  deadlineMs: config.drainMs,
  logger,
  cleanup: async () => {
    themeIsolates?.dispose();
    edgePurge?.close();
    await Promise.allSettled([changeFeed.close(), db.destroy()]);
  },
});
// In front of the host server: the probes, the request log and the drain's refusals.
const nodeApp = createNodeApp({
  db,
  logger,
  draining: shutdown.draining,
  fetch: app.fetch,
  edgePurge,
});

const server = serve({ fetch: nodeApp.fetch, hostname, port: config.port }, (info) => {
  console.log(demoBanner(info.port, { customize: hasCustomizePage, mail: mail.description }));
  log(
    `listening on ${hostname}:${info.port}, ready in ${Math.round(performance.now() - startedAt)} ms`,
  );
});

shutdown.track(server);
shutdown.exitOnSignals();
