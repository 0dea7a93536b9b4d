import { type Kysely, sql } from "kysely";

// Video and audio sources are what members pay for: they are served only through signed URLs.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("gated", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`update media set gated = true where id in (
    select source_media_id from videos union select source_media_id from audios)`.execute(db);
}
