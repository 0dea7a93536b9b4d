import { endpoints, type WatchHistoryEntry, watchProgress } from "@vitrine/contract";
import { Hono } from "hono";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { listPage } from "../http/paging";
import type { ShopEnv } from "../http/shop-env";
import { canOpen } from "./content-access";
import { accessRule, contentContext, contentNotFound, lockedError } from "./content-context";
import { mediaInfo, toVideoSummary } from "./content-mappers";
import { findVideo, videoRows } from "./content-queries";

const { listWatchHistory, recordWatchProgress, removeFromWatchHistory } = endpoints.watchHistory;

/**
 * The member's own watch history under `/api/members/watch-history`: most recent first, a
 * video's progress recorded (only for a video the member may watch), and an entry removed.
 */
export function watchHistoryRoutes({ db, clock }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  const member = [signedIn("MEMBER")];
  onEndpoint(router, listWatchHistory, member, async (c, { query }) => {
    const { sub: memberId } = requireSession(c, "MEMBER");
    const ctx = await contentContext(db, c, clock());
    // Counted through the same join: a video that is no longer published drops out of both.
    const { rows, page: pageBlock } = await listPage(
      videoRows(db, ctx)
        .innerJoin("watch_history as w", "w.video_id", "videos.id")
        .select(["w.position_seconds", "w.completed", "w.updated_at as watched_at"])
        .where("w.member_id", "=", memberId)
        .orderBy("w.updated_at", "desc")
        .orderBy("videos.id"),
      { page: query.page, size: query.size },
    );
    const media = await mediaInfo(
      db,
      rows.map((row) => row.poster_media_id),
    );
    const data: WatchHistoryEntry[] = rows.map((row) => ({
      video: toVideoSummary(ctx, row, media),
      positionSeconds: row.position_seconds,
      completed: row.completed,
      watchedAt: row.watched_at.toISOString(),
    }));
    return c.json({ data, page: pageBlock });
  });
  onEndpoint(router, recordWatchProgress, member, async (c, { params, body }) => {
    const { sub: memberId } = requireSession(c, "MEMBER");
    const ctx = await contentContext(db, c, clock());
    const video = await findVideo(db, ctx, { id: params.videoId });
    if (!video) throw contentNotFound("Video");
    if (!canOpen(accessRule(ctx, video), ctx.viewer)) throw lockedError(ctx);
    const progress = watchProgress(body.positionSeconds, video.duration_seconds);
    const values = {
      position_seconds: progress.positionSeconds,
      completed: progress.completed,
      updated_at: ctx.now,
    };
    await db
      .insertInto("watch_history")
      .values({ member_id: memberId, video_id: video.id, ...values })
      .onConflict((oc) => oc.columns(["member_id", "video_id"]).doUpdateSet(values))
      .execute();
    const media = await mediaInfo(db, [video.poster_media_id]);
    const entry: WatchHistoryEntry = {
      video: toVideoSummary(ctx, video, media),
      ...progress,
      watchedAt: ctx.now.toISOString(),
    };
    return c.json({ data: entry });
  });
  onEndpoint(router, removeFromWatchHistory, member, async (c, { params }) => {
    const { sub: memberId } = requireSession(c, "MEMBER");
    await db
      .deleteFrom("watch_history")
      .where("member_id", "=", memberId)
      .where("video_id", "=", params.videoId)
      .execute();
    return c.json({ data: null });
  });
  return router;
}
