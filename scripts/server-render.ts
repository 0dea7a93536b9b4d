/**
 * `pnpm server-render [path] [renders]`: the server render of a page (the product page by
 * default), anonymous and in-process: the host server and the shop API on a fresh demo database
 * in PGlite, the page asked for `renders` times (1,000) one after the other, each read to its last
 * byte. Prints the median, p99 and max of the whole answer and of its first byte. A measurement,
 * not a test: nothing fails on a figure.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHostServer, loadPageRenderer } from "@vitrine/host/server";
import {
  createShopApi,
  loadSecrets,
  openDatabase,
  openMailTransport,
  seedDemo,
} from "@vitrine/shop-api";
import { ensureHostBuilt } from "./build-missing";
import { percentile } from "./percentile";
import { HOST_DIST_DIR } from "./repo-paths";

const path = process.argv[2] ?? "/products/night-owl-hoodie";
const renders = Number(process.argv[3] ?? 1000);
const log = (line: string) => console.log(`[server-render] ${line}`);

await ensureHostBuilt(log);
const renderer = await loadPageRenderer();
if (renderer === null) throw new Error("The host's build has no server renderer");
const dataDir = await mkdtemp(join(tmpdir(), "vitrine-render-"));
const db = await openDatabase({ dataDir: join(dataDir, "pglite") });
try {
  await seedDemo(db);
  const app = await createHostServer({
    backend: createShopApi({
      db,
      secrets: await loadSecrets({ dataDir }),
      mail: openMailTransport({}, dataDir),
      imageCacheDir: join(dataDir, "image-cache"),
    }),
    distDir: HOST_DIST_DIR,
    renderer,
  });
  const ask = async () => {
    const started = performance.now();
    const response = await app.fetch(
      new Request(`http://demo.localhost${path}`, { headers: { Host: "demo.localhost" } }),
    );
    const reader = response.body?.getReader();
    let firstByte = Number.NaN;
    for (;;) {
      const chunk = await reader?.read();
      if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
      if (!chunk || chunk.done) break;
    }
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { total: performance.now() - started, firstByte };
  };
  // Warm: the page's chunks loaded, the database's caches filled, the JIT done with the hot path.
  for (let i = 0; i < 50; i += 1) await ask();
  const totals: number[] = [];
  const firstBytes: number[] = [];
  for (let i = 0; i < renders; i += 1) {
    const { total, firstByte } = await ask();
    totals.push(total);
    firstBytes.push(firstByte);
  }
  const figures = (values: number[]) =>
    `median ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  log(`${path}, ${renders} anonymous renders in-process`);
  log(`whole page: ${figures(totals)}`);
  log(`first byte: ${figures(firstBytes)}`);
} finally {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
