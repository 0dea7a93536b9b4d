import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("dm_threads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shop_id", "text", (col) => col.notNull().references("shops.id").onDelete("cascade"))
    .addColumn("member_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("creator_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    // One thread between a member and the shop's creator: concurrent first messages meet here.
    .addUniqueConstraint("dm_threads_shop_member", ["shop_id", "member_id"])
    .execute();

  await db.schema
    .createTable("dm_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("thread_id", "text", (col) =>
      col.notNull().references("dm_threads.id").onDelete("cascade"),
    )
    .addColumn("sender_id", "text", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("body", "text", (col) => col.notNull())
    // A price makes the message locked until the member pays it (`unlocked_at`).
    .addColumn("unlock_price", "integer", (col) => col.check(sql`unlock_price > 0`))
    .addColumn("unlocked_at", "timestamptz")
    .addColumn("read_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("dm_messages_thread_created")
    .on("dm_messages")
    .columns(["thread_id", "created_at"])
    .execute();
}
