import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)("a PostgreSQL connection dropped under the API's pool", () => {
  it("fails the query it ran and is reported, and the next query opens a fresh one", async () => {
    const reported: unknown[] = [];
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const db = await openDatabase({
      databaseUrl,
      schema,
      reportError: (error) => reported.push(error),
    });
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // Three connections of this pool: two left idle, one busy when the server drops them all.
      const pidsOf = () =>
        Promise.all(
          [1, 2, 3].map(async () => {
            const { rows } = await sql<{ pid: number }>`
              select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(db);
            return rows[0]?.pid;
          }),
        );
      const idle = await pidsOf();
      const busy = sql`select pg_sleep(10)`.execute(db);
      const busyFailed = busy.then(
        () => null,
        (error: { code?: string }) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      // As a fast shutdown or an operator ends them (57P01 admin_shutdown): an error on each.
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid = any($1) or (query = 'select pg_sleep(10)' and pid <> pg_backend_pid())`,
        [idle],
      );
      expect(rowCount).toBeGreaterThanOrEqual(3);
      expect(await busyFailed).toBe("57P01");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reported.length).toBeGreaterThanOrEqual(3);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    }
  });
});
