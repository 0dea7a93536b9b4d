import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { migrations } from "./migrations/index";
import { reportPoolErrors } from "./pool-errors";
import type { Database } from "./schema";

export type ShopDatabase = Kysely<Database>;

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in, created when missing (tests isolate files this way). */
  schema?: string;
  /**
   * Where a PostgreSQL connection's failure is told (the server restarted, dropped it); the query
   * it ran fails, the next opens a fresh connection. Default `console.error`.
   */
  reportError?: (error: unknown) => void;
}

const consoleReport = (error: unknown) => console.error("[database]", error);

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens the shop database and brings its schema up to date: PGlite in `dataDir` unless
 * `databaseUrl` points at a PostgreSQL server. It never seeds: the demo is `seedDemo`'s, asked
 * for by whoever starts the demo (`seedRequested`).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<ShopDatabase> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema, options.reportError ?? consoleReport)
    : await openPglite(options.dataDir ?? "memory://");
  try {
    await migrateToLatest(db, options.schema);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

async function openPglite(dataDir: string): Promise<ShopDatabase> {
  if (!dataDir.startsWith("memory://")) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

async function openPostgres(
  databaseUrl: string,
  schema: string | undefined,
  reportError: (error: unknown) => void,
): Promise<ShopDatabase> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const pool = reportPoolErrors(
    new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    }),
    reportError,
  );
  if (schema) await pool.query(`create schema if not exists "${schema}"`);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The migrator of the shop schema: this code's migrations, bookkept in `schema` when given. */
export function shopMigrator(db: ShopDatabase, schema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Engineers number their migrations in separate ranges, so a lower number may land later.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Runs every migration not yet applied; throws with the failing migration's error. */
export async function migrateToLatest(db: ShopDatabase, schema?: string): Promise<void> {
  const { error } = await shopMigrator(db, schema).migrateToLatest();
  if (error) throw error;
}
