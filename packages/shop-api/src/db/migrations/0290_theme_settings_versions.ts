import { type Kysely, sql } from "kysely";

/**
 * A shop's theme settings get versions and a draft: each publish (or restore) stores a numbered
 * version with who published it and when, the creator may keep one unpublished draft, and
 * `shops.settings_revision` counts every write so a write based on an older revision is refused.
 * Every existing shop gets version 1 from the settings it has (no author, no date).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("theme_settings_versions")
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("settings", "jsonb", (col) => col.notNull())
    .addColumn("published_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("published_at", "timestamptz")
    .addColumn("restored_from", "integer")
    .addPrimaryKeyConstraint("theme_settings_versions_pk", ["shop_id", "version"])
    .execute();
  await db.schema
    .createTable("theme_settings_drafts")
    .addColumn("shop_id", "text", (col) =>
      col.primaryKey().references("shops.id").onDelete("cascade"),
    )
    .addColumn("settings", "jsonb", (col) => col.notNull())
    .addColumn("saved_by", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("saved_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable("shops")
    .addColumn("settings_revision", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into theme_settings_versions (shop_id, version, settings)
    select id, 1, theme_settings from shops
  `.execute(db);
}
