import type { SocialFeedItem } from "@vitrine/contract";
import { Hono } from "hono";
import { z } from "zod";
import type { ShopApiDeps, ShopEnv } from "../http/env";
import { publicRead } from "../http/shared-cache";
import { parseQuery } from "../http/validate";
import { assertSameShop } from "../shops/resolve-shop";

const feedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(8),
  handle: z.string().min(1).max(100).optional(),
});
const platformSchema = z.enum(["TIKTOK", "YOUTUBE", "INSTAGRAM"]);

/** `GET /pod/app/{shopId}/social/{TIKTOK|YOUTUBE|INSTAGRAM}/feed`: newest stored items first. */
export function socialRoutes({ db, readCache }: ShopApiDeps) {
  return new Hono<ShopEnv>().get(
    "/pod/app/:shopId/social/:platform/feed",
    publicRead("social", readCache),
    async (c) => {
      assertSameShop(c.var.shop.id, c.req.param("shopId"));
      const platform = platformSchema.parse(c.req.param("platform"));
      const { limit, handle } = parseQuery(c, feedQuery);
      let query = db
        .selectFrom("social_feed_items")
        .selectAll()
        .where("shop_id", "=", c.var.shop.id)
        .where("platform", "=", platform);
      if (handle && platform === "YOUTUBE") query = query.where("handle", "=", handle);
      const rows = await query.orderBy("published_at", "desc").orderBy("id").limit(limit).execute();
      const items: SocialFeedItem[] = rows.map((row) => ({
        id: row.id,
        platform: row.platform,
        url: row.url,
        thumbnailUrl: row.thumbnail_url,
        caption: row.caption,
        publishedAt: row.published_at.toISOString(),
      }));
      return c.json({ data: items });
    },
  );
}
