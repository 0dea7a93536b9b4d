import type { Audio } from "@vitrine/contract";
import { Hono } from "hono";
import type { ShopApiDeps } from "../http/env";
import { listPage } from "../http/paging";
import { publicRead } from "../http/shared-cache";
import type { ShopEnv } from "../http/shop-env";
import { idSchema, parseQuery } from "../http/validate";
import { contentContext, contentNotFound } from "./content-context";
import { mediaInfo, toAudioSummary, toSource } from "./content-mappers";
import { contentPageQuery } from "./content-paging";

/** Audio under `/api/audios`: the list, and one by handle with its source when not locked. */
export function audioRoutes({ db, clock, mediaSigner }: ShopApiDeps) {
  return new Hono<ShopEnv>()
    .get("/api/audios", publicRead("content"), async (c) => {
      const ctx = await contentContext(db, c, clock());
      const { page, size } = parseQuery(c, contentPageQuery);
      const query = db
        .selectFrom("audios")
        .where("shop_id", "=", ctx.shopId)
        .where("published_at", "<=", ctx.now);
      const { rows, page: pageBlock } = await listPage(
        query.selectAll().orderBy("published_at", "desc").orderBy("id"),
        { page, size },
      );
      const media = await mediaInfo(
        db,
        rows.map((row) => row.cover_media_id),
      );
      return c.json({
        data: rows.map((row) => toAudioSummary(ctx, row, media)),
        page: pageBlock,
      });
    })
    .get("/api/audios/:handle", async (c) => {
      const ctx = await contentContext(db, c, clock());
      const row = await db
        .selectFrom("audios")
        .selectAll()
        .where("shop_id", "=", ctx.shopId)
        .where("handle", "=", idSchema.parse(c.req.param("handle")))
        .where("published_at", "<=", ctx.now)
        .executeTakeFirst();
      if (!row) throw contentNotFound("Audio");
      const media = await mediaInfo(db, [row.cover_media_id, row.source_media_id]);
      const summary = toAudioSummary(ctx, row, media);
      const audio: Audio = {
        ...summary,
        source: summary.locked
          ? null
          : toSource(ctx, mediaSigner, media, row.source_media_id, row.duration_seconds),
      };
      return c.json({ data: audio });
    });
}
