import { type Kysely, sql } from "kysely";

// Logout used to keep a hash of the exact token text, which another spelling of the same token
// (a trailing `=`, a last character differing in unused bits) walked past. Tokens now name a
// session row, and ending the row ends every spelling.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("shop_id", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("ended_at", "timestamptz")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
  await db.schema.dropTable("revoked_tokens").ifExists().execute();
}
