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
import {
  createHostServer,
  createThemeTrial,
  loadPageRenderer,
  loadThemeRenderPool,
} from "@vitrine/host/server";
import {
  createLogger,
  nodeConfigOrExit,
  openDatabase,
  openMailTransport,
  seedDemo,
  seedRequested,
  startNode,
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
const hasCustomizePage = existsSync(join(HOST_DIST_DIR, "customize.html"));
await startNode({
  config,
  logger,
  db,
  mail,
  dataDir,
  // The host server around the shop API: the pages, the built files, and the API in-process.
  service: async (shopApi) => {
    // Theme scripts render on the server in isolates hosted by worker processes, or in the
    // browser without them.
    const themePool = await loadThemeRenderPool();
    if (themePool === null) log("theme scripts render in the browser (no theme isolate here)");
    // An upload's pages are rendered in the same pool before it can go live.
    else shopApi.trialThemesWith(createThemeTrial({ pool: themePool, backend: shopApi }));
    const app = await createHostServer({
      backend: shopApi,
      distDir: HOST_DIST_DIR,
      renderer: await loadPageRenderer(),
      themePool,
    });
    return { fetch: app.fetch, close: () => themePool?.dispose() };
  },
  onListening: (port) => {
    console.log(demoBanner(port, { customize: hasCustomizePage, mail: mail.description }));
    log(
      `listening on ${config.host}:${port}, ready in ${Math.round(performance.now() - startedAt)} ms`,
    );
  },
});
