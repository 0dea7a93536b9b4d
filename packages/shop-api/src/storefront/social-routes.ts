import { endpoints, type SocialFeedItem } from "@vitrine/contract";
import { Hono } from "hono";
import * as z from "zod/mini";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { publicRead } from "../http/shared-cache";
import type { ShopEnv } from "../http/shop-env";
import { parseOrThrow } from "../http/validate";
import { assertSameShop } from "../shops/resolve-shop";

const platformSchema = z.enum(["TIKTOK", "YOUTUBE", "INSTAGRAM"]);

/** `GET /pod/app/{shopId}/social/{TIKTOK|YOUTUBE|INSTAGRAM}/feed`: newest stored items first. */
export function socialRoutes({ db, readCache }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  onEndpoint(
    router,
    endpoints.social.feed,
    [publicRead("social", readCache)],
    async (c, { params, query: { limit, handle } }) => {
      assertSameShop(c.var.shop.id, params.shopId);
      const platform = parseOrThrow(platformSchema, params.platform);
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
  return router;
}
