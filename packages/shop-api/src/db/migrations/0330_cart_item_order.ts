import type { Kysely } from "kysely";

// A cart lists its lines in the order they were added. `created_at` alone cannot say it: PGlite's
// clock counts milliseconds, so two adds within one tie, and the random line ids then decided
// (a shopper's cart reordered itself). A sequence numbers every line as it is inserted.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cart_items").addColumn("added_seq", "bigserial").execute();
}
