/**
 * `pnpm cluster-bench`: the cluster's read budgets (issue 17), measured through nginx with its
 * cache: 100 connections for a few seconds each on the catalogue call and on the anonymous home
 * page, after one request has warmed each. Starts two nodes on DATABASE_URL (a database it may
 * empty) behind nginx, as the cluster test does, and stops them afterwards.
 *
 * Environment: DATABASE_URL (required), BENCH_SECONDS (10), VITRINE_NGINX (/usr/sbin/nginx).
 */
import { CART_TOKEN_COOKIE } from "@vitrine/contract";
import autocannon from "autocannon";
import pg from "pg";
import { startCluster } from "./cluster/cluster";

const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("pnpm cluster-bench needs DATABASE_URL: a PostgreSQL database it may empty");
  process.exit(1);
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await client.query("drop schema if exists public cascade; create schema public");
await client.end();

const cluster = await startCluster({ databaseUrl, nodes: 2, seed: true });
try {
  const host = `demo.localhost:${cluster.port}`;
  const run = async (title: string, path: string, headers: Record<string, string> = {}) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${cluster.port}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      workers: 1,
      headers: { host, "accept-encoding": "br, gzip", ...headers },
    });
    console.log(
      [
        title.padEnd(48),
        `${result.requests.average.toFixed(0).padStart(6)} req/s`,
        `p50 ${String(result.latency.p50).padStart(4)} ms`,
        `p99 ${String(result.latency.p99).padStart(4)} ms`,
        `non-2xx ${result.non2xx}`,
        `errors ${result.errors}`,
      ].join("  "),
    );
  };
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 2 nodes on PostgreSQL behind nginx`,
  );
  await run("GET /pod/products (page of 12), nginx cache", "/pod/products?pageSize=12");
  await run("GET / (anonymous home HTML), nginx cache", "/");
  // With a cart cookie nginx passes every request to a node: what the nodes do without it.
  await run("GET / with a cart cookie (rendered every time)", "/", {
    cookie: `${CART_TOKEN_COOKIE}=bench`,
  });
} finally {
  await cluster.stop();
}
