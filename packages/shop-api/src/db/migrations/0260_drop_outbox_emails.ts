import type { Kysely } from "kysely";

// Reset links in a table any route could list were an account-takeover waiting to happen: mail
// now leaves through the mail port (SMTP, or the development outbox folder) and is not stored.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox_emails").ifExists().execute();
}
