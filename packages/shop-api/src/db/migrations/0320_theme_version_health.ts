import type { Kysely } from "kysely";

// A version whose server renders keep crashing, timing out or running out of memory is taken off
// the server; its creator is told why. Healthy unless a node says otherwise.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("theme_versions")
    .addColumn("quarantine_kind", "text")
    .addColumn("quarantine_reason", "text")
    .addColumn("quarantined_at", "timestamptz")
    .execute();
}
