/**
 * N Vitrine nodes (each `scripts/start.ts`: host server and shop API in one process) on one
 * PostgreSQL database, behind nginx with the repo's configuration, all on this machine: what
 * `pnpm cluster` runs for an operator to try, the cluster test checks and the benchmark loads.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitUntilAnswering } from "../local-server";
import { REPO_ROOT } from "../repo-paths";
import { nginxConfig } from "./nginx-config";

export const NGINX_PATH = process.env.VITRINE_NGINX ?? "/usr/sbin/nginx";
/**
 * The address nginx connects to the nodes from, and the only one whose `X-Forwarded-For` they
 * trust: not 127.0.0.1, where every local client is, so one that skips nginx is counted by its own
 * address. Linux routes all of 127.0.0.0/8 to the loopback interface (macOS needs an alias).
 */
export const NGINX_NODE_SIDE_ADDRESS = "127.0.0.2";

export interface ClusterOptions {
  /** The PostgreSQL database every node uses (empty or already migrated). */
  databaseUrl: string;
  /** How many nodes (default 2). */
  nodes?: number;
  /** nginx's port on 127.0.0.1 (default a free one). */
  port?: number;
  /** Seed the demo shops when the database has none (the first node does it). */
  seed?: boolean;
  /** Where the nodes' and nginx's files go (default a fresh temporary folder, removed by `stop`). */
  workDir?: string;
}

export interface ClusterNode {
  name: string;
  /** `127.0.0.1:port`, as nginx reaches it. */
  address: string;
  /** Whether its process runs. */
  running(): boolean;
  /** Sends `signal` and resolves once the process has exited, with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts it again (same port and data folder) and waits until it is ready. */
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx's port on 127.0.0.1: every shop answers there by its name (`demo.localhost:port`). */
  port: number;
  nodes: ClusterNode[];
  /** The folder of the logs: `node-1.log`…, `nginx/access.log`, `nginx/error.log`. */
  workDir: string;
  /** nginx's access log lines so far (`scripts/../deploy/nginx/vitrine.conf`'s format). */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 240_000;

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Starts the nodes one after the other (the first migrates and, asked to, seeds), then nginx in
 * front of them; resolves when nginx answers. Each node logs to `workDir/node-N.log`.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const workDir = options.workDir ?? (await mkdtemp(join(tmpdir(), "vitrine-cluster-")));
  const ownsWorkDir = options.workDir === undefined;
  // nginx's workers may run as another user (nobody, when started as root): they need to reach
  // their folders.
  await chmod(workDir, 0o755);
  // One secret for all: a session signed by one node is checked by the others.
  const jwtSecret = randomBytes(48).toString("base64url");
  const nodes: ClusterNode[] = [];
  let nginx: ChildProcess | null = null;

  const stopAll = async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      await exitOf(nginx);
    }
    await Promise.all(nodes.map((node) => (node.running() ? node.stop("SIGTERM") : null)));
    if (ownsWorkDir) await rm(workDir, { recursive: true, force: true });
  };

  try {
    const port = options.port ?? (await freePort());
    const count = options.nodes ?? 2;
    for (let index = 1; index <= count; index++) {
      const node = await clusterNode({
        name: `node-${index}`,
        port: await freePort(),
        workDir,
        env: {
          DATABASE_URL: options.databaseUrl,
          VITRINE_JWT_SECRET: jwtSecret,
          // Mail of the demo goes to each node's outbox folder, not to an SMTP server.
          VITRINE_DEV: "1",
          VITRINE_TRUSTED_PROXIES: NGINX_NODE_SIDE_ADDRESS,
          // A write purges nginx's copies of what it changed, from every node.
          VITRINE_EDGE_PURGE_URL: `http://127.0.0.1:${port}`,
          ...(options.seed && index === 1 ? { VITRINE_SEED: "demo" } : {}),
        },
      });
      nodes.push(node);
      await node.start();
    }
    const prefix = join(workDir, "nginx");
    await mkdir(prefix, { recursive: true });
    await chmod(prefix, 0o755);
    const configFile = join(prefix, "nginx.conf");
    await writeFile(
      configFile,
      await nginxConfig({
        listen: `127.0.0.1:${port}`,
        nodes: nodes.map((node) => node.address),
        prefix,
        proxyBind: NGINX_NODE_SIDE_ADDRESS,
      }),
    );
    nginx = spawn(NGINX_PATH, ["-p", prefix, "-c", configFile, "-g", "daemon off;"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitUntilAnswering(`http://127.0.0.1:${port}/robots.txt`, 10_000);
    return {
      port,
      nodes,
      workDir,
      async accessLog() {
        const text = await readFile(join(prefix, "access.log"), "utf8");
        return text.split("\n").filter(Boolean);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function clusterNode(options: {
  name: string;
  port: number;
  workDir: string;
  env: Record<string, string>;
}): Promise<ClusterNode> {
  const dataDir = join(options.workDir, options.name);
  await mkdir(dataDir, { recursive: true });
  const log = createWriteStream(join(options.workDir, `${options.name}.log`), { flags: "a" });
  let child: ChildProcess | null = null;
  return {
    name: options.name,
    address: `127.0.0.1:${options.port}`,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    async start() {
      child = spawn(process.execPath, ["--import", "tsx", "start.ts"], {
        cwd: join(REPO_ROOT, "scripts"),
        env: {
          ...process.env,
          ...options.env,
          PORT: String(options.port),
          VITRINE_DATA_DIR: dataDir,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      const exited = exitOf(child).then((code) => {
        throw new Error(`${options.name} exited (${code}) before it was ready: see its log`);
      });
      await Promise.race([
        waitUntilAnswering(`http://127.0.0.1:${options.port}/readyz`, READY_TIMEOUT_MS),
        exited,
      ]);
      exited.catch(() => {});
    },
    async stop(signal = "SIGTERM") {
      if (!child) return null;
      child.kill(signal);
      return exitOf(child);
    },
  };
}
