/**
 * `pnpm cluster`: N nodes on PostgreSQL behind nginx, on this machine (docs/production.md): the
 * production run to try out. Seeds the demo when the database has no shops. Stops on Ctrl+C.
 *
 * Environment: DATABASE_URL (required), VITRINE_NODES (2), PORT (nginx's, 8080),
 * VITRINE_NGINX (/usr/sbin/nginx).
 */
import { startCluster } from "./cluster/cluster";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("pnpm cluster needs DATABASE_URL: the PostgreSQL database the nodes share");
  process.exit(1);
}
const nodes = Number(process.env.VITRINE_NODES ?? 2);
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(nodes) || nodes < 1) {
  console.error(
    `VITRINE_NODES must be a whole number of nodes, not "${process.env.VITRINE_NODES}"`,
  );
  process.exit(1);
}

const cluster = await startCluster({ databaseUrl, nodes, port, seed: true });
console.log(
  [
    `nginx on http://demo.localhost:${cluster.port} in front of ${cluster.nodes.map((node) => node.address).join(", ")}`,
    `logs: ${cluster.workDir} (node-N.log, nginx/access.log, nginx/error.log)`,
    "Ctrl+C stops them all",
  ].join("\n"),
);
const stop = () => void cluster.stop().then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
