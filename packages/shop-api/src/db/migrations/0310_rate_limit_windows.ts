import type { Kysely } from "kysely";

// Rate limits were counted in each process's memory; with several nodes behind one proxy an IP's
// attempts spread over them, so the count lives here, one row per limited key. A row carries the
// end of its window rather than its start: any node may then delete the ended rows of every
// limiter, whatever its window length.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("window_ends", "timestamptz", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_windows_ends")
    .on("rate_limit_windows")
    .column("window_ends")
    .execute();
}
