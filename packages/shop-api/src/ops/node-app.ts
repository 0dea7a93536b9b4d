import { Hono } from "hono";
import type { ShopDatabase } from "../db/database";
import { errorBody } from "../http/error-handler";
import { httpError } from "../http/http-error";
import type { EdgePurge } from "./edge-purge";
import { refuseWhileDraining } from "./graceful-shutdown";
import { healthRoutes } from "./health-routes";
import type { Logger } from "./logger";
import { requestLog } from "./request-log";

export interface NodeAppOptions {
  db: ShopDatabase;
  logger: Logger;
  /** The drain's flag (`createGracefulShutdown(…).draining`). */
  draining: () => boolean;
  /** What the node serves: the host server's `fetch`, or the shop API's alone. */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** The PostgreSQL schema of the migrations, when not the default (tests). */
  schema?: string;
  /** Behind an edge that takes purges (`VITRINE_EDGE_PURGE_URL`): what it may keep is remembered. */
  edgePurge?: EdgePurge | undefined;
}

/**
 * What one node answers on its port, in front of the host server or the shop API: every request
 * logged with its id, `/healthz` and `/readyz` answered here (whatever the `Host`: the proxy's
 * probes name no shop); while draining, everything else refused with 503, else passed to `fetch`.
 * @example serve({ fetch: createNodeApp({ db, logger, draining: shutdown.draining, fetch: host.fetch }).fetch, port })
 */
export function createNodeApp(options: NodeAppOptions): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    options.logger.error({ err: error, path: c.req.path }, "unhandled error");
    const body = errorBody(
      httpError(500, "Something went wrong on our side. Please try again.", {
        code: "INTERNAL_ERROR",
      }),
    );
    return c.json(body, 500);
  });
  app.use(requestLog(options.logger));
  app.route(
    "/",
    healthRoutes({
      db: options.db,
      draining: options.draining,
      logger: options.logger,
      ...(options.schema ? { schema: options.schema } : {}),
    }),
  );
  app.use(refuseWhileDraining(options.draining));
  if (options.edgePurge) app.use(options.edgePurge.remember);
  // The Node bindings go along: the peer address is what rate limits key on.
  app.all("*", (c) => options.fetch(c.req.raw, c.env));
  return app;
}
