import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest, type ShopDatabase } from "./database";
import { pendingMigrations } from "./migration-status";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

describe("migration status", () => {
  const db: ShopDatabase = new Kysely<Database>({
    dialect: new PGliteDialect(new PGlite("memory://")),
  });
  afterAll(() => db.destroy());

  it("lists every migration of the code on a fresh database, and none once migrated", async () => {
    expect(await pendingMigrations(db)).toEqual(Object.keys(migrations));
    await migrateToLatest(db);
    expect(await pendingMigrations(db)).toEqual([]);
  });

  it("does not count a migration the database has and this code lacks (a newer node's)", async () => {
    await db
      .insertInto("kysely_migration" as never)
      .values({ name: "9999_from_a_newer_node", timestamp: new Date().toISOString() } as never)
      .execute();
    expect(await pendingMigrations(db)).toEqual([]);
  });
});
