import { type Kysely, sql } from "kysely";

// Migrations take `Kysely<any>`: they describe the schema as it was then, not today's `Database`.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("themes")
    .addColumn("handle", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("shops")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('ACTIVE', 'BLOCKED')`))
    .addColumn("is_coming_soon", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("primary_host", "text", (col) => col.notNull())
    .addColumn("logo_url", "text")
    .addColumn("theme_handle", "text")
    .addColumn("theme_settings", "jsonb", (col) => col.notNull())
    .addColumn("membership", "jsonb", (col) => col.notNull())
    .addColumn("twitch", "jsonb")
    .addColumn("tax_rate_bps", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("shop_hosts")
    .addColumn("host", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("membership_tiers")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull().check(sql`type in ('FREE', 'PAID')`))
    .addColumn("monthly_price", "integer", (col) => col.notNull().check(sql`monthly_price >= 0`))
    .addColumn("perks", "jsonb", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("type", "text", (col) => col.notNull().check(sql`type in ('MEMBER', 'CREATOR')`))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("display_name", "text", (col) => col.notNull())
    .addColumn("bio", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("avatar_url", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("users_shop_type_email", ["shop_id", "type", "email"])
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("bytes", "bytea", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("seed_runs")
    .addColumn("step", "text", (col) => col.primaryKey())
    .addColumn("ran_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
