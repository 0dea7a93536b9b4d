import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("member_accounts")
    .addColumn("user_id", "text", (col) =>
      col.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("show_welcome_post", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("discord_user_id", "text")
    .addColumn("shadowbanned_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("revoked_tokens")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("outbox_emails")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("to_email", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("badges")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("icon_url", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("member_badges")
    .addColumn("member_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("badge_id", "text", (col) =>
      col.notNull().references("badges.id").onDelete("cascade"),
    )
    .addColumn("earned_at", "timestamptz", (col) => col.notNull())
    .addColumn("show_in_profile", "boolean", (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint("member_badges_pk", ["member_id", "badge_id"])
    .execute();

  await db.schema
    .createTable("member_blocks")
    .addColumn("member_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("blocked_user_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("member_blocks_pk", ["member_id", "blocked_user_id"])
    .execute();
}
