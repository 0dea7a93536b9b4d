import { Hono } from "hono";
import { sql } from "kysely";
import type { ShopDatabase } from "../db/database";
import { pendingMigrations } from "../db/migration-status";
import type { Logger } from "./logger";

export interface HealthRoutesOptions {
  db: ShopDatabase;
  /** True once the node drains (SIGTERM): it must stop being chosen for new requests. */
  draining: () => boolean;
  /** The PostgreSQL schema the migrations are bookkept in, when not the default (tests). */
  schema?: string;
  /** How long a database check may take before it counts as failed; default 2 s. */
  checkTimeoutMs?: number;
  /** Where a failed database check's error goes; the response never carries it. */
  logger?: Logger;
}

export type ReadinessCheck = "database" | "migrations" | "draining";

export interface CheckResult {
  ok: boolean;
  /** Why it failed, for the operator reading the probe. */
  detail?: string;
}

export interface Readiness {
  status: "ready" | "not ready";
  /** The checks that did not pass, in check order. */
  failed: ReadinessCheck[];
  checks: Record<ReadinessCheck, CheckResult>;
}

/**
 * The `/readyz` report from its checks: ready only when every one passed.
 * @example readinessOf({ database: { ok: true }, migrations: { ok: false, detail: "1 not applied: 0300_x" }, draining: { ok: true } })
 * // { status: "not ready", failed: ["migrations"], checks: { … } }
 */
export function readinessOf(checks: Record<ReadinessCheck, CheckResult>): Readiness {
  const failed = (Object.keys(checks) as ReadinessCheck[]).filter((name) => !checks[name].ok);
  return { status: failed.length === 0 ? "ready" : "not ready", failed, checks };
}

/**
 * `GET /healthz` and `GET /readyz`, answered by the node itself, never cached:
 * - `/healthz` is 200 `{"status":"ok"}` while the process runs: restart the node when it is not;
 * - `/readyz` is 200 when the database answers, every migration of this code is applied and the
 *   node is not draining, else 503 naming the failed checks: send it no traffic meanwhile.
 */
export function healthRoutes(options: HealthRoutesOptions): Hono {
  const timeoutMs = options.checkTimeoutMs ?? 2000;
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  app.get("/readyz", async (c) => {
    const database = await withTimeout(sql`select 1`.execute(options.db), timeoutMs).then(
      (): CheckResult => ({ ok: true }),
      (error: unknown): CheckResult => {
        options.logger?.warn({ err: error }, "readiness: the database did not answer");
        return { ok: false, detail: "the database did not answer select 1" };
      },
    );
    const migrations: CheckResult = database.ok
      ? await withTimeout(pendingMigrations(options.db, options.schema), timeoutMs).then(
          (pending) =>
            pending.length === 0
              ? { ok: true }
              : { ok: false, detail: `${pending.length} not applied: ${pending.join(", ")}` },
          () => ({ ok: false, detail: "the migration table could not be read" }),
        )
      : { ok: false, detail: "not checked: the database did not answer" };
    const draining: CheckResult = options.draining()
      ? { ok: false, detail: "the node is shutting down" }
      : { ok: true };
    const readiness = readinessOf({ database, migrations, draining });
    return c.json(readiness, readiness.status === "ready" ? 200 : 503, {
      "Cache-Control": "no-store",
    });
  });
  return app;
}

/** `promise`, or a rejection after `ms`: a hung database must fail the probe, not hang it. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
