import { PGlite } from "@electric-sql/pglite";
import {
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type ShopDatabase } from "../db/database";
import type { Database } from "../db/schema";
import { healthRoutes, readinessOf } from "./health-routes";
import { createLogger } from "./logger";

const logger = createLogger({ level: "silent" });

describe("health and readiness", () => {
  let db: ShopDatabase;
  let draining = false;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => db.destroy());

  const app = () => healthRoutes({ db, draining: () => draining, logger });

  it("/healthz answers 200 while the process lives, never cached", async () => {
    const response = await app().request("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 when the database answers, is migrated and the node is not draining", async () => {
    const response = await app().request("/readyz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "ready",
      failed: [],
      checks: { database: { ok: true }, migrations: { ok: true }, draining: { ok: true } },
    });
  });

  it("/readyz answers 503 naming the draining check once the node drains, /healthz still 200", async () => {
    draining = true;
    try {
      const response = await app().request("/readyz");
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ status: "not ready", failed: ["draining"] });
      expect((await app().request("/healthz")).status).toBe(200);
    } finally {
      draining = false;
    }
  });

  it("/readyz answers 503 naming the migrations when some are not applied", async () => {
    const fresh: ShopDatabase = new Kysely<Database>({
      dialect: new PGliteDialect(new PGlite("memory://")),
    });
    try {
      const response = await healthRoutes({ db: fresh, draining: () => false }).request("/readyz");
      expect(response.status).toBe(503);
      const body = (await response.json()) as ReturnType<typeof readinessOf>;
      expect(body.failed).toEqual(["migrations"]);
      expect(body.checks.migrations.detail).toMatch(/^\d+ not applied: 0001_shops_users_media, /);
    } finally {
      await fresh.destroy();
    }
  });

  it("/readyz answers 503 naming the database when it does not answer, without its error", async () => {
    const closed: ShopDatabase = new Kysely<Database>({
      dialect: new PGliteDialect(new PGlite("memory://")),
    });
    await sql`select 1`.execute(closed);
    await closed.destroy();
    const response = await healthRoutes({ db: closed, draining: () => false, logger }).request(
      "/readyz",
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "not ready",
      failed: ["database", "migrations"],
      checks: {
        database: { ok: false, detail: "the database did not answer select 1" },
        migrations: { ok: false, detail: "not checked: the database did not answer" },
        draining: { ok: true },
      },
    });
  });

  it("/readyz fails the database check when it hangs past the timeout, rather than hang", async () => {
    /** A database that accepts a connection and never answers on it. */
    class HungDriver extends DummyDriver {
      override async acquireConnection(): Promise<DatabaseConnection> {
        return {
          executeQuery: () => new Promise(() => {}),
          async *streamQuery() {},
        };
      }
    }
    const hung: ShopDatabase = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new HungDriver(),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const lines: { msg: string; err?: { message: string } }[] = [];
    const response = await healthRoutes({
      db: hung,
      draining: () => false,
      checkTimeoutMs: 50,
      logger: createLogger({ destination: { write: (line) => lines.push(JSON.parse(line)) } }),
    }).request("/readyz");
    expect(response.status).toBe(503);
    expect(lines).toMatchObject([
      { msg: "readiness: the database did not answer", err: { message: "no answer within 50 ms" } },
    ]);
  });

  it("is ready only when every check passed", () => {
    const ok = { ok: true };
    expect(readinessOf({ database: ok, migrations: ok, draining: ok })).toMatchObject({
      status: "ready",
      failed: [],
    });
    expect(
      readinessOf({ database: ok, migrations: ok, draining: { ok: false, detail: "x" } }),
    ).toMatchObject({ status: "not ready", failed: ["draining"] });
  });
});
