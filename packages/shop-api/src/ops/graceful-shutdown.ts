import type { EventEmitter } from "node:events";
import { type IncomingMessage, Server, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import type { ServerType } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { errorBody } from "../http/error-handler";
import { httpError } from "../http/http-error";
import type { Logger } from "./logger";

/**
 * How long cleanup (closing the database) may take after the drain's deadline before a signal's
 * handler gives up and exits anyway: a stuck pool must not keep a node from stopping.
 */
const CLEANUP_GRACE_MS = 5000;

export interface GracefulShutdownOptions {
  /** How long in-flight requests may run once a drain starts before they are cut (VITRINE_DRAIN_MS). */
  deadlineMs: number;
  /**
   * How long the port stays open once a drain starts, every new request refused with 503
   * (default 1 s): nginx takes the node out on the first refusal and resends reads elsewhere, so
   * by the time the port closes no connection waits in its queue (those would be reset, the
   * requests on them lost to nginx, which never resends a POST).
   */
  refuseForMs?: number;
  /** Closes what the node opened (the database, theme isolates) once no request runs any more. */
  cleanup: () => Promise<void>;
  logger: Logger;
}

export interface DrainResult {
  /** Requests that were running when the drain started. */
  inFlight: number;
  /** Of those, the ones still running at the deadline, whose connections were cut. */
  cutOff: number;
}

export interface GracefulShutdown {
  /** True from the drain's start: `/readyz` answers 503 and new connections are refused. */
  draining(): boolean;
  /** Follows the requests of the server `serve()` returned; call it once, right after. */
  track(server: ServerType): void;
  /**
   * Stops listening, answers what arrives on the connections already open with `Connection:
   * close` (until the deadline), then runs `cleanup` once every connection is gone. Later calls
   * return the same drain.
   */
  drain(reason: string): Promise<DrainResult>;
  /** SIGTERM and SIGINT drain, then exit 0 (1 when cleanup failed); a second signal exits at once. */
  exitOnSignals(options?: { signals?: EventEmitter; exit?: (code: number) => void }): void;
}

/**
 * Stopping a node without failing a request: what it had accepted is answered (with `Connection:
 * close`), and what arrives afterwards is refused before it runs, with a 503 nginx resends to
 * another node when it may (`refuseWhileDraining`). The port closes `refuseForMs` later; open
 * idle connections are left to their keep-alive timeout, nginx's (4 s in the repo's
 * configuration) or this server's (5 s), since closing one races with a request nginx may be
 * sending on it. Build it before the app (whose `/readyz` and `refuseWhileDraining` read
 * `draining`), then `track` the server.
 * @example const shutdown = createGracefulShutdown({ deadlineMs: 10_000, logger, cleanup: () => db.destroy() });
 * const server = serve({ fetch: createNodeApp({ …, draining: shutdown.draining }).fetch, port });
 * shutdown.track(server);
 * shutdown.exitOnSignals();
 */
export function createGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { logger } = options;
  let server: Server | null = null;
  const inFlight = new Set<ServerResponse>();
  let drained: Promise<DrainResult> | null = null;

  const follow = (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    // The client (nginx) must not send more on this connection: it closes after this answer.
    if (drained) response.setHeader("Connection", "close");
    response.once("close", () => inFlight.delete(response));
  };

  /** Resolves once every connection is gone, or at the deadline after cutting the rest. */
  const closeServer = (current: Server) =>
    new Promise<number>((resolve) => {
      let cutOff = 0;
      const deadline = setTimeout(() => {
        cutOff = inFlight.size;
        logger.warn({ cutOff }, "drain deadline passed: cutting the requests still running");
        current.closeAllConnections();
      }, options.deadlineMs);
      // net's close, not http's: since Node 19 http's also closes the idle keep-alive
      // connections at once, the race with nginx this drain avoids.
      NetServer.prototype.close.call(current, () => {
        clearTimeout(deadline);
        resolve(cutOff);
      });
    });

  const drain = async (reason: string): Promise<DrainResult> => {
    const running = inFlight.size;
    logger.info({ reason, inFlight: running, deadlineMs: options.deadlineMs }, "draining");
    for (const response of inFlight) {
      // Tells the client (nginx) not to reuse the connection once this answer is out.
      if (!response.headersSent) response.setHeader("Connection", "close");
    }
    if (server?.listening) {
      await new Promise((resolve) => setTimeout(resolve, options.refuseForMs ?? 1000));
    }
    const cutOff = server?.listening ? await closeServer(server) : 0;
    await options.cleanup();
    logger.info({ inFlight: running, cutOff }, "drained");
    return { inFlight: running, cutOff };
  };

  const shutdown: GracefulShutdown = {
    draining: () => drained !== null,
    track(served) {
      if (!(served instanceof Server)) throw new Error("A drain follows a node:http server only");
      server = served;
      server.prependListener("request", follow);
    },
    drain(reason) {
      drained ??= drain(reason);
      return drained;
    },
    exitOnSignals({ signals = process, exit = (code: number) => process.exit(code) } = {}) {
      const onSignal = (signal: string) => {
        if (drained) {
          logger.warn({ signal }, "second signal: exiting without waiting for the drain");
          exit(1);
          return;
        }
        const backstop = setTimeout(() => {
          logger.error("the drain did not finish in time: exiting");
          exit(1);
        }, options.deadlineMs + CLEANUP_GRACE_MS).unref();
        shutdown.drain(signal).then(
          () => {
            clearTimeout(backstop);
            exit(0);
          },
          (error: unknown) => {
            clearTimeout(backstop);
            logger.error({ err: error }, "shutdown failed");
            exit(1);
          },
        );
      };
      signals.on("SIGTERM", onSignal);
      signals.on("SIGINT", onSignal);
    },
  };
  return shutdown;
}

/**
 * Middleware answering 503 `DRAINING` with `Connection: close` once the node drains, before the
 * request runs: nginx resends a read to another node, and a write the shopper may send again
 * was not done.
 */
export function refuseWhileDraining(draining: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!draining()) return next();
    const body = errorBody(
      httpError(503, "This server is shutting down. Please try again.", { code: "DRAINING" }),
    );
    return c.json(body, 503, { Connection: "close", "Retry-After": "1" });
  };
}
