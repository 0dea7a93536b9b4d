import { type Audio, endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { listPage } from "../http/paging";
import { publicRead } from "../http/shared-cache";
import type { ShopEnv } from "../http/shop-env";
import { contentContext, contentNotFound } from "./content-context";
import { mediaInfo, toAudioSummary, toSource } from "./content-mappers";

const { listAudios, getAudio } = endpoints.audio;

/** Audio under `/api/audios`: the list, and one by handle with its source when not locked. */
export function audioRoutes({ db, clock, mediaSigner }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  onEndpoint(router, listAudios, [publicRead("content")], async (c, { query }) => {
    const ctx = await contentContext(db, c, clock());
    const rows = db
      .selectFrom("audios")
      .where("shop_id", "=", ctx.shopId)
      .where("published_at", "<=", ctx.now);
    const { rows: page, page: pageBlock } = await listPage(
      rows.selectAll().orderBy("published_at", "desc").orderBy("id"),
      { page: query.page, size: query.size },
    );
    const media = await mediaInfo(
      db,
      page.map((row) => row.cover_media_id),
    );
    return c.json({
      data: page.map((row) => toAudioSummary(ctx, row, media)),
      page: pageBlock,
    });
  });
  onEndpoint(router, getAudio, [], async (c, { params }) => {
    const ctx = await contentContext(db, c, clock());
    const row = await db
      .selectFrom("audios")
      .selectAll()
      .where("shop_id", "=", ctx.shopId)
      .where("handle", "=", params.handle)
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
  return router;
}
