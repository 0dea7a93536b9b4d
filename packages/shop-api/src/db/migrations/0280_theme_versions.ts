import { type Kysely, sql } from "kysely";

/**
 * Themes become the shop's own: each publish stores a numbered version (per shop and handle) with
 * its manifest and files, and the shop points at one version as live. The global `themes` list of
 * handles goes: a shop now has a theme when it is on the bundled `default` or on a version it
 * published, so a shop on another handle shows SHOP_THEME_MISSING until its creator publishes it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("theme_versions")
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("handle", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("manifest", "jsonb", (col) => col.notNull())
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("gzip_bytes", "integer", (col) => col.notNull())
    .addColumn("published_by", "text", (col) => col.notNull().references("users.id"))
    .addColumn("published_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("theme_versions_pk", ["shop_id", "handle", "version"])
    .execute();
  await db.schema
    .createTable("theme_files")
    .addColumn("shop_id", "text", (col) => col.notNull())
    .addColumn("handle", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("body", "bytea", (col) => col.notNull())
    .addPrimaryKeyConstraint("theme_files_pk", ["shop_id", "handle", "version", "path"])
    .addForeignKeyConstraint(
      "theme_files_version_fk",
      ["shop_id", "handle", "version"],
      "theme_versions",
      ["shop_id", "handle", "version"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  // One-time links that hand a creator's browser the preview cookie; only their hash is kept.
  await db.schema
    .createTable("theme_preview_grants")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // The creator's session that asked: the preview lasts only while it does.
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("origin", "text", (col) => col.notNull())
    .addColumn("handle", "text", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  // The live theme is `theme_handle` plus this; null with `default`, the bundled theme.
  await db.schema.alterTable("shops").addColumn("theme_version", "integer").execute();
  await db.schema.dropTable("themes").ifExists().execute();
}
