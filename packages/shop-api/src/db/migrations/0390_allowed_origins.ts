import { type Kysely, sql } from "kysely";

// The browser origins a creator lets call the shop's API (CORS): none until the creator adds one.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("shops")
    .addColumn("allowed_origins", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}
