/**
 * `pnpm start`: builds the host when it is missing or stale, opens the database (PGlite in
 * `.data/` unless DATABASE_URL is set; migrated on first start; the demo seeded on PGlite, and on
 * PostgreSQL only with `--seed demo` or VITRINE_SEED=demo), publishes the minimal shop's theme
 * when it has none yet (`publish-demo-theme.ts`), then serves the host and the shop API in one
 * process and prints the demo URLs.
 *
 * Environment: PORT (3000), HOST (127.0.0.1), DATABASE_URL, VITRINE_DATA_DIR (<repo>/.data),
 * VITRINE_JWT_SECRET (else a generated dev secret),
 * VITRINE_SMTP_URL and VITRINE_MAIL_FROM (else, in development, the outbox folder <data>/outbox).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createHostServer, loadPageRenderer, loadThemeIsolates } from "@vitrine/host/server";
import {
  createShopApi,
  loadSecrets,
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
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "127.0.0.1";
const dataDir = process.env.VITRINE_DATA_DIR ?? DEFAULT_DATA_DIR;
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
}

// Before anything is built: production without a mail server stops here, with what to set.
const mail = openMailTransport(process.env, dataDir);

await ensureHostBuilt(log);

const pgliteDir = join(dataDir, "pglite");
const firstStart = !process.env.DATABASE_URL && !existsSync(pgliteDir);
log(
  process.env.DATABASE_URL
    ? "opening PostgreSQL (DATABASE_URL)…"
    : `opening PGlite in ${pgliteDir}${firstStart ? " (first start: migrating and seeding the demo)" : ""}…`,
);
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: pgliteDir });
if (seedRequested(process.env, process.argv)) await seedDemo(db);
// The demo's example theme reaches its shop as a creator's would: published, not copied in.
await publishDemoTheme(db, log);
const shopApi = createShopApi({
  db,
  secrets: await loadSecrets({ dataDir }),
  mail,
  imageCacheDir: join(dataDir, "image-cache"),
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

const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(demoBanner(info.port, { customize: hasCustomizePage, mail: mail.description }));
  log(
    `listening on ${hostname}:${info.port}, ready in ${Math.round(performance.now() - startedAt)} ms`,
  );
});

const shutdown = () => {
  server.close();
  themeIsolates?.dispose();
  db.destroy().finally(() => process.exit(0));
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
