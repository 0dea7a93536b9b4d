/**
 * `pnpm render-pool-bench`: what rendering theme scripts in worker processes costs, and what a
 * hostile theme costs everyone else. On a fresh demo database in PGlite, with the minimal shop on
 * its real theme script:
 *
 * 1. the minimal shop's pages rendered through the pool against the same isolates in-process
 *    (requests 100 ms apart, so each render finds its spare context, as real visits do);
 * 2. how long a worker takes to come back after a theme aborts it;
 * 3. the demo shop's latency (4 visitors at a time) alone, then while another shop's live theme
 *    aborts its worker on every visit (quarantine off, so it never stops) and while it loops to
 *    its time limit on every visit.
 *
 * A measurement, not a test: nothing fails on a figure.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createHostServer,
  createRenderPool,
  createThemeIsolates,
  ISOLATE_BUNDLE_FILE,
  loadPageRenderer,
  type ThemeRenderPool,
} from "@vitrine/host/server";
import { SHARED_MODULES } from "@vitrine/host/shared-modules";
import {
  createShopApi,
  loadSecrets,
  MINIMAL_CREATOR,
  MINIMAL_SHOP_ID,
  openDatabase,
  openMailTransport,
  publishTheme,
  seedDemo,
  themeUploadOf,
} from "@vitrine/shop-api";
import { ensureHostBuilt } from "./build-missing";
import { percentile } from "./percentile";
import { publishDemoTheme } from "./publish-demo-theme";
import { HOST_DIST_DIR } from "./repo-paths";

const log = (line: string) => console.log(`[render-pool-bench] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figures = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (${values.length} requests)`;

await ensureHostBuilt(log);
const sharedModules = SHARED_MODULES.map((module) => module.specifier);
const dataDir = await mkdtemp(join(tmpdir(), "vitrine-render-pool-"));
const db = await openDatabase({ dataDir: join(dataDir, "pglite") });
const pools: ThemeRenderPool[] = [];
try {
  await seedDemo(db);
  await publishDemoTheme(db, log);
  const backend = createShopApi({
    db,
    secrets: await loadSecrets({ dataDir }),
    mail: openMailTransport({}, dataDir),
    imageCacheDir: join(dataDir, "image-cache"),
  });
  const renderer = await loadPageRenderer();
  const hostWith = (themePool: ThemeRenderPool) =>
    createHostServer({
      backend,
      distDir: HOST_DIST_DIR,
      renderer,
      themePool,
      reportError: () => {},
    });
  const visit = async (app: Awaited<ReturnType<typeof hostWith>>, host: string, path: string) => {
    const started = performance.now();
    const response = await app.fetch(
      new Request(`http://${host}${path}`, { headers: { Host: host } }),
    );
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };

  // 1. The pool against the same isolates in the server's own process.
  const bundle = await readFile(ISOLATE_BUNDLE_FILE, "utf8");
  const inProcess = await createThemeIsolates({ bundle }, sharedModules);
  if (inProcess === null) throw new Error("isolated-vm cannot load here");
  const inProcessPool: ThemeRenderPool = {
    render: (job) => inProcess.render(job),
    health: () => ({ state: "healthy" }),
    stats: () => ({ workers: 0, started: 0, crashed: 0, recycled: 0 }),
    ready: async () => {},
    dispose: () => inProcess.dispose(),
  };
  const pool = createRenderPool({ bundleFile: ISOLATE_BUNDLE_FILE, sharedModules });
  pools.push(inProcessPool, pool);
  await pool.ready();
  for (const path of ["/", "/products"]) {
    for (const [name, themePool] of [
      ["in-process isolates", inProcessPool],
      ["worker pool", pool],
    ] as const) {
      const app = await hostWith(themePool);
      const times: number[] = [];
      for (let request = 0; request < 60; request += 1) {
        const { ms, status } = await visit(app, "minimal.localhost", path);
        if (status !== 200) throw new Error(`minimal ${path} answered ${status}`);
        if (request >= 10) times.push(ms);
        await sleep(100);
      }
      log(`minimal ${path}, ${name}: ${figures(times)}`);
    }
  }

  // 2. A worker's way back after a theme aborts it.
  const ABORTS =
    "export default { handle: 'x', pages: {}, layouts: {}, translations: {} }; const cell = new Int32Array(new SharedArrayBuffer(4)); await Atomics.waitAsync(cell, 0, 0, 10).value;";
  const backAfter: number[] = [];
  const job = (key: string, themeSource: string) => ({
    key,
    themeSource,
    request: { state: {}, url: "/", cookieHeader: "" } as never,
    fetch: async () => ({ status: 404, statusText: "Not Found", headers: [], body: "{}" }),
  });
  const lone = createRenderPool({
    bundleFile: ISOLATE_BUNDLE_FILE,
    sharedModules,
    workers: 1,
    quarantine: { faults: Number.POSITIVE_INFINITY },
    reportError: () => {},
  });
  pools.push(lone);
  await lone.ready();
  for (let crash = 0; crash < 5; crash += 1) {
    await lone.render(job("aborts", ABORTS)).catch(() => undefined);
    const crashedAt = performance.now();
    await lone.ready();
    backAfter.push(performance.now() - crashedAt);
  }
  log(`a worker back after an abort: ${figures(backAfter)}; ${JSON.stringify(lone.stats())}`);

  // 3. Another shop's latency while a hostile theme is visited.
  const hostile = createRenderPool({
    bundleFile: ISOLATE_BUNDLE_FILE,
    sharedModules,
    quarantine: { faults: Number.POSITIVE_INFINITY },
    reportError: () => {},
  });
  pools.push(hostile);
  await hostile.ready();
  const app = await hostWith(hostile);
  const demoUnderLoad = async (attack: (() => Promise<unknown>) | null) => {
    const until = performance.now() + 8000;
    const times: number[] = [];
    const visitor = async () => {
      while (performance.now() < until) {
        const { ms, status } = await visit(app, "demo.localhost", "/products");
        if (status !== 200) throw new Error(`demo answered ${status}`);
        times.push(ms);
      }
    };
    const attacker = async () => {
      while (attack && performance.now() < until) await attack();
    };
    await Promise.all([visitor(), visitor(), visitor(), visitor(), attacker()]);
    return times;
  };
  const minimalHome = async () => {
    const { status } = await visit(app, "minimal.localhost", "/");
    if (status >= 500) throw new Error(`minimal answered ${status}`);
  };
  const goLive = async (source: string) => {
    const creator = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", MINIMAL_CREATOR.email)
      .executeTakeFirstOrThrow();
    await publishTheme(db, {
      shopId: MINIMAL_SHOP_ID,
      userId: creator.id,
      upload: themeUploadOf({
        handle: "minimal",
        entry: "theme.js",
        files: { "theme.js": source },
      }),
    });
    await backend.changeFeed.publish({ shopId: MINIMAL_SHOP_ID, scope: "theme" });
  };
  log(`demo /products alone: ${figures(await demoUnderLoad(null))}`);
  await goLive(ABORTS);
  log(
    `demo /products while minimal's theme aborts its worker on every visit: ${figures(await demoUnderLoad(minimalHome))}; ${JSON.stringify(hostile.stats())}`,
  );
  await goLive(
    "export default { handle: 'x', pages: {}, layouts: {}, translations: {} }; for (;;) {}",
  );
  log(
    `demo /products while minimal's theme loops to its time limit on every visit: ${figures(await demoUnderLoad(minimalHome))}`,
  );
} finally {
  for (const pool of pools) pool.dispose();
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
