import { type Kysely, sql } from "kysely";

// A file belongs to one shop and is served only on that shop's hosts. Existing files take the shop
// of whatever shows them; a file nothing shows keeps no shop and is served nowhere.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("shop_id", "text", (col) => col.references("shops.id").onDelete("cascade"))
    .execute();
  await sql`update media set shop_id = used.shop_id from (
      select product_images.media_id as media_id, products.shop_id from product_images
        join products on products.id = product_images.product_id
      union select image_media_id, shop_id from collections
      union select poster_media_id, shop_id from videos
      union select source_media_id, shop_id from videos
      union select cover_media_id, shop_id from video_series
      union select cover_media_id, shop_id from audios
      union select source_media_id, shop_id from audios
      union select cover_media_id, shop_id from posts
      union select substr(avatar_url, 8), shop_id from users where avatar_url like '/media/%'
      union select substr(thumbnail_url, 8), shop_id from social_feed_items
        where thumbnail_url like '/media/%'
      union select substr(logo_url, 8), id from shops where logo_url like '/media/%'
    ) as used where media.id = used.media_id`.execute(db);
}
