import { EventEmitter } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { Client, request } from "undici";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGracefulShutdown, refuseWhileDraining } from "./graceful-shutdown";
import { createLogger } from "./logger";

const logger = createLogger({ level: "silent" });

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** GET over a real connection: a fresh one, or `connection`, kept open between calls. */
const fetchOver = async (port: number, path: string, connection?: Client): Promise<Answer> => {
  const origin = `http://127.0.0.1:${port}`;
  const dispatcher = connection ?? new Client(origin);
  try {
    const answer = await request(`${origin}${path}`, { dispatcher });
    const { connection: header } = answer.headers;
    return {
      status: answer.statusCode,
      connection: typeof header === "string" ? header : undefined,
      body: await answer.body.text(),
    };
  } finally {
    if (!connection) await dispatcher.destroy();
  }
};

/** A node serving `/slow` (held until `release`) and `/fast`, with a drain following it. */
async function startNode(deadlineMs = 5000, keepAliveTimeoutMs = 5000, refuseForMs = 0) {
  let entered = () => {};
  const slowStarted = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const cleanup = vi.fn(async () => {});
  const shutdown = createGracefulShutdown({ deadlineMs, cleanup, logger, refuseForMs });
  const app = new Hono();
  app.use(refuseWhileDraining(shutdown.draining));
  app.get("/slow", async (c) => {
    entered();
    await released;
    return c.text("slow done");
  });
  app.get("/fast", (c) => c.text("fast"));
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  (server as Server).keepAliveTimeout = keepAliveTimeoutMs;
  shutdown.track(server);
  const { port } = server.address() as AddressInfo;
  const connection = new Client(`http://127.0.0.1:${port}`);
  opened.push(() => {
    release();
    void connection.destroy();
    server.close();
  });
  return { port, shutdown, cleanup, slowStarted, release, connection };
}

const opened: (() => void)[] = [];
afterEach(() => {
  for (const close of opened.splice(0)) close();
});

describe("draining a node", () => {
  it("lets an in-flight request finish with 200, refuses new connections, then cleans up", async () => {
    const node = await startNode();
    const slow = fetchOver(node.port, "/slow", node.connection);
    await node.slowStarted;

    const drained = node.shutdown.drain("SIGTERM");
    expect(node.shutdown.draining()).toBe(true);
    // The port closes once the refusing moment (none here) has passed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetchOver(node.port, "/fast")).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
    expect(node.cleanup).not.toHaveBeenCalled();

    node.release();
    expect(await slow).toEqual({ status: 200, connection: "close", body: "slow done" });
    expect(await drained).toEqual({ inFlight: 1, cutOff: 0 });
    expect(node.cleanup).toHaveBeenCalledOnce();
    expect(node.shutdown.drain("again")).toBe(node.shutdown.drain("SIGINT"));
  });

  it("keeps its port open a moment, refusing what arrives with 503 before it runs, then closes it", async () => {
    const node = await startNode(5000, 5000, 300);
    const slow = fetchOver(node.port, "/slow", node.connection);
    await node.slowStarted;
    const drained = node.shutdown.drain("SIGTERM");
    // A new connection is answered, not reset: nginx reads the 503 and takes the node out.
    expect(await fetchOver(node.port, "/fast")).toMatchObject({
      status: 503,
      connection: "close",
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(fetchOver(node.port, "/fast")).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
    node.release();
    expect(await slow).toEqual({ status: 200, connection: "close", body: "slow done" });
    expect(await drained).toEqual({ inFlight: 1, cutOff: 0 });
  });

  it("leaves idle connections to their keep-alive timeout, well before the deadline", async () => {
    const node = await startNode(60_000, 200);
    expect((await fetchOver(node.port, "/fast", node.connection)).status).toBe(200);
    const started = Date.now();
    expect(await node.shutdown.drain("SIGTERM")).toEqual({ inFlight: 0, cutOff: 0 });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("cuts a request still running at the deadline, and still cleans up", async () => {
    const node = await startNode(100);
    const slow = fetchOver(node.port, "/slow", node.connection);
    await node.slowStarted;
    expect(await node.shutdown.drain("SIGTERM")).toEqual({ inFlight: 1, cutOff: 1 });
    await expect(slow).rejects.toThrow(/other side closed|ECONNRESET/);
    expect(node.cleanup).toHaveBeenCalledOnce();
  });

  it("cleans up even when the server never listened (a signal during start)", async () => {
    const cleanup = vi.fn(async () => {});
    const shutdown = createGracefulShutdown({ deadlineMs: 1000, cleanup, logger });
    expect(await shutdown.drain("SIGTERM")).toEqual({ inFlight: 0, cutOff: 0 });
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it("exits 0 after the drain on SIGTERM, and at once with 1 on a second signal", async () => {
    const signals = new EventEmitter();
    const exits: number[] = [];
    let exited = () => {};
    const firstExit = new Promise<void>((resolve) => {
      exited = resolve;
    });
    let finishCleanup = () => {};
    const shutdown = createGracefulShutdown({
      deadlineMs: 1000,
      cleanup: () =>
        new Promise<void>((resolve) => {
          finishCleanup = resolve;
        }),
      logger,
    });
    shutdown.exitOnSignals({
      signals,
      exit: (code) => {
        exits.push(code);
        exited();
      },
    });
    signals.emit("SIGTERM", "SIGTERM");
    expect(shutdown.draining()).toBe(true);
    signals.emit("SIGINT", "SIGINT");
    await firstExit;
    expect(exits).toEqual([1]);
    finishCleanup();
    await shutdown.drain("SIGTERM");
    await new Promise((resolve) => setImmediate(resolve));
    expect(exits).toEqual([1, 0]);
  });

  it("answers 503 with Connection: close to a request that still arrives while draining", async () => {
    let draining = false;
    const app = new Hono();
    app.use(refuseWhileDraining(() => draining));
    app.get("/", (c) => c.text("ok"));
    expect((await app.request("/")).status).toBe(200);
    draining = true;
    const refused = await app.request("/");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Connection")).toBe("close");
    expect(await refused.json()).toMatchObject({ statusCode: 503, code: "DRAINING" });
  });
});
