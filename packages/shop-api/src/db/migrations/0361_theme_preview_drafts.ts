import type { Kysely } from "kysely";

/**
 * The settings a creator tries in the customizer on a theme under development (`vitrine theme
 * dev`): one draft per preview (the creator's session that started it) and theme handle, never
 * published, apart from the shop's own draft and settings.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("theme_preview_drafts")
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("handle", "text", (col) => col.notNull())
    .addColumn("settings", "jsonb", (col) => col.notNull())
    .addColumn("saved_at", "timestamptz", (col) => col.notNull())
    .addPrimaryKeyConstraint("theme_preview_drafts_pk", ["shop_id", "session_id", "handle"])
    .execute();
}
