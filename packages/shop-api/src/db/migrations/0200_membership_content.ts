import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const visibility = sql`visibility in ('PUBLIC', 'MEMBERS', 'PAID')`;

  await db.schema
    .createTable("video_series")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("handle", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("cover_media_id", "text", (col) => col.references("media.id"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addUniqueConstraint("video_series_shop_handle", ["shop_id", "handle"])
    .execute();

  await db.schema
    .createTable("videos")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("handle", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("poster_media_id", "text", (col) => col.notNull().references("media.id"))
    .addColumn("source_media_id", "text", (col) => col.notNull().references("media.id"))
    .addColumn("duration_seconds", "integer", (col) => col.notNull())
    .addColumn("series_id", "text", (col) => col.references("video_series.id").onDelete("set null"))
    .addColumn("series_position", "integer")
    .addColumn("featured", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("visibility", "text", (col) => col.notNull().check(visibility))
    .addColumn("min_tier_id", "text", (col) => col.references("membership_tiers.id"))
    .addColumn("published_at", "timestamptz", (col) => col.notNull())
    .addUniqueConstraint("videos_shop_handle", ["shop_id", "handle"])
    .execute();

  await db.schema
    .createTable("audios")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("handle", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("cover_media_id", "text", (col) => col.references("media.id"))
    .addColumn("source_media_id", "text", (col) => col.notNull().references("media.id"))
    .addColumn("duration_seconds", "integer", (col) => col.notNull())
    .addColumn("visibility", "text", (col) => col.notNull().check(visibility))
    .addColumn("min_tier_id", "text", (col) => col.references("membership_tiers.id"))
    .addColumn("published_at", "timestamptz", (col) => col.notNull())
    .addUniqueConstraint("audios_shop_handle", ["shop_id", "handle"])
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("handle", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) =>
      col.notNull().check(sql`type in ('TEXT', 'VIDEO', 'AUDIO')`),
    )
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("blocks", "jsonb", (col) => col.notNull())
    .addColumn("cover_media_id", "text", (col) => col.references("media.id"))
    .addColumn("video_id", "text", (col) => col.references("videos.id").onDelete("set null"))
    .addColumn("audio_id", "text", (col) => col.references("audios.id").onDelete("set null"))
    .addColumn("visibility", "text", (col) => col.notNull().check(visibility))
    .addColumn("min_tier_id", "text", (col) => col.references("membership_tiers.id"))
    .addColumn("unlock_price", "integer", (col) => col.check(sql`unlock_price > 0`))
    .addColumn("published_at", "timestamptz", (col) => col.notNull())
    .addUniqueConstraint("posts_shop_handle", ["shop_id", "handle"])
    .execute();
  await db.schema
    .createIndex("posts_shop_published")
    .on("posts")
    .columns(["shop_id", "published_at"])
    .execute();

  await db.schema
    .createTable("post_unlocks")
    .addColumn("post_id", "text", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("member_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("amount", "integer", (col) => col.notNull())
    .addColumn("charge_id", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("post_unlocks_pk", ["post_id", "member_id"])
    .execute();

  await db.schema
    .createTable("watch_history")
    .addColumn("member_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("video_id", "text", (col) =>
      col.notNull().references("videos.id").onDelete("cascade"),
    )
    .addColumn("position_seconds", "integer", (col) => col.notNull())
    .addColumn("completed", "boolean", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addPrimaryKeyConstraint("watch_history_pk", ["member_id", "video_id"])
    .execute();

  await db.schema
    .createTable("perks")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("tier_id", "text", (col) =>
      col.notNull().references("membership_tiers.id").onDelete("cascade"),
    )
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('CODE', 'LINK', 'TEXT')`))
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .execute();
}
