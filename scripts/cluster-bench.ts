/**
 * `pnpm cluster-bench`: the cluster's read budgets (issues 17 and 38), measured through nginx
 * with its cache: 100 connections for a few seconds each on the catalogue call, on the home page
 * of an anonymous visitor and of a shopper holding a real cart (one copy for both: issue 38's
 * p99 ≤ 50 ms), and on the cart page, which is that shopper's own and rendered every time. Starts
 * two nodes on DATABASE_URL (a database it may empty) behind nginx, as the cluster test does, and
 * stops them afterwards.
 *
 * Environment: DATABASE_URL (required), BENCH_SECONDS (10), VITRINE_NGINX (/usr/sbin/nginx).
 */
import { CART_TOKEN_COOKIE, type CompactProduct, unpackProduct } from "@vitrine/contract";
import autocannon from "autocannon";
import pg from "pg";
import { startCluster } from "./cluster/cluster";
import { shopRequest } from "./cluster/shop-request";

/** The token of a new cart holding one hoodie, made through nginx as a shopper's browser does. */
async function shopperCart(port: number): Promise<string> {
  const product = unpackProduct(
    (
      JSON.parse(
        (await shopRequest(port, "demo.localhost", "/pod/products/night-owl-hoodie")).body,
      ) as {
        data: CompactProduct;
      }
    ).data,
  );
  const added = await shopRequest(port, "demo.localhost", "/order/v3/cart/add", {
    json: { productId: product.id, variantId: product.variants[0]?.id, quantity: 1 },
  });
  return (JSON.parse(added.body) as { data: { token: string } }).data.token;
}

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
  const cart = await shopperCart(cluster.port);
  const shopper = { cookie: `${CART_TOKEN_COOKIE}=${cart}` };
  await run("GET / by a shopper with a cart (shared page)", "/", shopper);
  await run("GET /products/trail-runner by that shopper", "/products/trail-runner", shopper);
  // The cart page is the shopper's own: nginx passes every request to a node.
  await run("GET /cart by that shopper (rendered every time)", "/cart", shopper);
} finally {
  await cluster.stop();
}
