import {
  endpoints,
  type Video,
  type VideoEmbed,
  type VideoSeries,
  type VideoSeriesDetail,
} from "@vitrine/contract";
import { Hono } from "hono";
import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { MediaSigner } from "../assets/media-signing";
import type { VideoSeriesTable } from "../db/content-and-orders-schema";
import type { ShopDatabase } from "../db/database";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { listPage } from "../http/paging";
import { publicRead } from "../http/shared-cache";
import type { ShopEnv } from "../http/shop-env";
import {
  type ContentContext,
  contentContext,
  contentNotFound,
  lockedError,
} from "./content-context";
import { mediaInfo, toImage, toSource, toVideoSummary, type VideoRow } from "./content-mappers";
import { findVideo, videoRows } from "./content-queries";

const { listVideos, getVideo, getVideoEmbed, listVideoSeries, getVideoSeries } = endpoints.videos;

async function videoByHandle(db: ShopDatabase, ctx: ContentContext, handle: string) {
  const row = await findVideo(db, ctx, { handle });
  if (!row) throw contentNotFound("Video");
  return row;
}

async function toVideo(
  db: ShopDatabase,
  mediaSigner: MediaSigner,
  ctx: ContentContext,
  row: VideoRow,
): Promise<Video> {
  const [next, progress] = await Promise.all([
    row.series_id && row.series_position !== null
      ? videoRows(db, ctx)
          .where("videos.series_id", "=", row.series_id)
          .where("videos.series_position", ">", row.series_position)
          .orderBy("videos.series_position")
          .executeTakeFirst()
      : undefined,
    ctx.viewer.kind === "MEMBER"
      ? db
          .selectFrom("watch_history")
          .selectAll()
          .where("member_id", "=", ctx.viewer.id)
          .where("video_id", "=", row.id)
          .executeTakeFirst()
      : undefined,
  ]);
  const media = await mediaInfo(db, [
    row.poster_media_id,
    row.source_media_id,
    next?.poster_media_id ?? null,
  ]);
  const summary = toVideoSummary(ctx, row, media);
  return {
    ...summary,
    source: summary.locked
      ? null
      : toSource(ctx, mediaSigner, media, row.source_media_id, row.duration_seconds),
    progress: progress
      ? {
          positionSeconds: progress.position_seconds,
          completed: progress.completed,
          updatedAt: progress.updated_at.toISOString(),
        }
      : null,
    nextVideo: next ? toVideoSummary(ctx, next, media) : null,
  };
}

async function seriesCounts(db: ShopDatabase, ctx: ContentContext): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("videos")
    .select(["series_id", sql<number>`count(*)::int`.as("count")])
    .where("shop_id", "=", ctx.shopId)
    .where("series_id", "is not", null)
    .where("published_at", "<=", ctx.now)
    .groupBy("series_id")
    .execute();
  return new Map(rows.map((row) => [row.series_id ?? "", row.count]));
}

function toSeries(
  row: Selectable<VideoSeriesTable>,
  counts: Map<string, number>,
  media: Awaited<ReturnType<typeof mediaInfo>>,
): VideoSeries {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    cover: toImage(media, row.cover_media_id, row.title),
    videoCount: counts.get(row.id) ?? 0,
  };
}

/**
 * The video catalog under `/api/videos` (all, or `featured=true`), a video by handle (its
 * source only when the viewer may watch), its embed data (SSHOP-403 when locked), and the
 * series under `/api/video-series`.
 */
export function videoRoutes({ db, clock, mediaSigner }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  onEndpoint(router, listVideos, [publicRead("content")], async (c, { query }) => {
    const ctx = await contentContext(db, c, clock());
    let rows = videoRows(db, ctx);
    if (query.featured !== undefined) rows = rows.where("videos.featured", "=", query.featured);
    const { rows: page, page: pageBlock } = await listPage(
      rows.orderBy("videos.published_at", "desc").orderBy("videos.id"),
      { page: query.page, size: query.size },
    );
    const media = await mediaInfo(
      db,
      page.map((row) => row.poster_media_id),
    );
    return c.json({
      data: page.map((row) => toVideoSummary(ctx, row, media)),
      page: pageBlock,
    });
  });
  onEndpoint(router, getVideo, [], async (c, { params }) => {
    const ctx = await contentContext(db, c, clock());
    const row = await videoByHandle(db, ctx, params.handle);
    return c.json({ data: await toVideo(db, mediaSigner, ctx, row) });
  });
  onEndpoint(router, getVideoEmbed, [], async (c, { params }) => {
    const ctx = await contentContext(db, c, clock());
    const video = await toVideo(db, mediaSigner, ctx, await videoByHandle(db, ctx, params.handle));
    if (!video.source) throw lockedError(ctx);
    const embed: VideoEmbed = {
      handle: video.handle,
      title: video.title,
      poster: video.poster,
      source: video.source,
    };
    return c.json({ data: embed });
  });
  onEndpoint(router, listVideoSeries, [publicRead("content")], async (c) => {
    const ctx = await contentContext(db, c, clock());
    const rows = await db
      .selectFrom("video_series")
      .selectAll()
      .where("shop_id", "=", ctx.shopId)
      .orderBy("position")
      .execute();
    const [counts, media] = await Promise.all([
      seriesCounts(db, ctx),
      mediaInfo(
        db,
        rows.map((row) => row.cover_media_id),
      ),
    ]);
    return c.json({ data: rows.map((row) => toSeries(row, counts, media)) });
  });
  onEndpoint(router, getVideoSeries, [publicRead("content")], async (c, { params }) => {
    const ctx = await contentContext(db, c, clock());
    const row = await db
      .selectFrom("video_series")
      .selectAll()
      .where("shop_id", "=", ctx.shopId)
      .where("handle", "=", params.handle)
      .executeTakeFirst();
    if (!row) throw contentNotFound("Video series");
    const videos = await videoRows(db, ctx)
      .where("videos.series_id", "=", row.id)
      .orderBy("videos.series_position")
      .execute();
    const [counts, media] = await Promise.all([
      seriesCounts(db, ctx),
      mediaInfo(db, [row.cover_media_id, ...videos.map((video) => video.poster_media_id)]),
    ]);
    const detail: VideoSeriesDetail = {
      ...toSeries(row, counts, media),
      videos: videos.map((video) => toVideoSummary(ctx, video, media)),
    };
    return c.json({ data: detail });
  });
  return router;
}
