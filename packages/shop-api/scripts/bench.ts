/**
 * Throughput of product listing and cart add at 100 connections on 127.0.0.1 (bounded: a few
 * seconds each). PGlite in memory unless DATABASE_URL is set. Run: pnpm --filter @vitrine/shop-api bench
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createShopApi } from "../src/app";
import { generateSecrets } from "../src/auth/secrets";
import { openDatabase } from "../src/db/database";
import { seedDemo } from "../src/seed/seed-demo";
import { createRecordingMail } from "../src/testing/recording-mail";

const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Load before each measured run, not reported: a node's first second (V8 compiling the path, the
 * pool opening its connections, the node's caches filling) is not the steady state the figures
 * describe, and in a 10 s run its hundred first requests would be the whole p99.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: "memory://" });
await seedDemo(db);
const { app } = createShopApi({ db, secrets: generateSecrets(), mail: createRecordingMail() });
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const { port } = server.address() as AddressInfo;

async function run(title: string, path: string, options: Partial<autocannon.Options> = {}) {
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: CONNECTIONS,
      // Load is generated off the main thread, which serves the requests.
      workers: 1,
      duration,
      headers: { "X-ShopId": "shop_demo", "Content-Type": "application/json" },
      ...options,
    });
  if (WARMUP_SECONDS > 0) await load(WARMUP_SECONDS);
  const result = await load(DURATION_SECONDS);
  const line = [
    title.padEnd(44),
    `${result.requests.average.toFixed(0).padStart(6)} req/s`,
    `p50 ${String(result.latency.p50).padStart(4)} ms`,
    `p99 ${String(result.latency.p99).padStart(4)} ms`,
    `non-2xx ${result.non2xx}`,
    `errors ${result.errors}`,
  ].join("  ");
  console.log(line);
}

console.log(
  `${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
);
await run("GET /pod/products (page of 12)", "/pod/products?pageSize=12");
await run(
  "GET /pod/products?collectionIds (apparel)",
  "/pod/products?collectionIds=col-apparel&orderBy=price&direction=ASC",
);
// Each add opens a new cart (no token): the heaviest path of the call.
await run("POST /order/v3/cart/add (new cart)", "/order/v3/cart/add", {
  method: "POST",
  body: JSON.stringify({
    productId: "sticker-pack-vol-1",
    variantId: "sticker-pack-vol-1-v1",
    quantity: 1,
  }),
});

// Requests autocannon left queued would meet a closed database: cut them first.
(server as Server).closeAllConnections();
await new Promise((resolve) => server.close(resolve));
await db.destroy();
