import type { ShopDatabase } from "../db/database";
import type { ContentContext } from "./content-context";
import type { VideoRow } from "./content-mappers";

/** Videos of a shop with their series' handle and title; published ones only. */
export function videoRows(db: ShopDatabase, ctx: ContentContext) {
  return db
    .selectFrom("videos")
    .leftJoin("video_series as s", "s.id", "videos.series_id")
    .selectAll("videos")
    .select(["s.handle as series_handle", "s.title as series_title"])
    .where("videos.shop_id", "=", ctx.shopId)
    .where("videos.published_at", "<=", ctx.now);
}

export async function findVideo(
  db: ShopDatabase,
  ctx: ContentContext,
  where: { handle: string } | { id: string },
): Promise<VideoRow | undefined> {
  const query = videoRows(db, ctx);
  return (
    "handle" in where
      ? query.where("videos.handle", "=", where.handle)
      : query.where("videos.id", "=", where.id)
  ).executeTakeFirst();
}

/** The ids among `postIds` the member bought. */
export async function unlockedPostIds(
  db: ShopDatabase,
  ctx: ContentContext,
  postIds: string[],
): Promise<Set<string>> {
  if (ctx.viewer.kind !== "MEMBER" || postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("post_unlocks")
    .select("post_id")
    .where("member_id", "=", ctx.viewer.id)
    .where("post_id", "in", postIds)
    .execute();
  return new Set(rows.map((row) => row.post_id));
}
