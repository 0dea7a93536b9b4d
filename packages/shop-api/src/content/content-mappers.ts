import type {
  AudioSummary,
  ContentImage,
  MediaSource,
  PostSummary,
  VideoSummary,
} from "@vitrine/contract";
import type { Selectable } from "kysely";
import type { MediaSigner } from "../assets/media-signing";
import { mediaUrl } from "../assets/media-store";
import type { AudiosTable, PostsTable, VideosTable } from "../db/content-and-orders-schema";
import type { ShopDatabase } from "../db/database";
import { canOpen } from "./content-access";
import { accessRule, type ContentContext } from "./content-context";

export interface MediaInfo {
  content_type: string;
  width: number;
  height: number;
}

/** Type and size of the media files named, in one query. */
export async function mediaInfo(
  db: ShopDatabase,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, MediaInfo>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    .select(["id", "content_type", "width", "height"])
    .where("id", "in", wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function toImage(
  media: Map<string, MediaInfo>,
  id: string | null,
  alt: string,
): ContentImage | null {
  if (id === null) return null;
  const info = media.get(id);
  return { url: mediaUrl(id), alt, width: info?.width ?? 0, height: info?.height ?? 0 };
}

/**
 * A video's or audio's file, for a viewer who may play it: its URL is signed for that viewer
 * (or `visitor`, for content open to anyone) and this shop, and expires within the hour.
 */
export function toSource(
  ctx: ContentContext,
  signer: MediaSigner,
  media: Map<string, MediaInfo>,
  id: string,
  durationSeconds: number,
): MediaSource {
  const viewer = ctx.viewer.kind === "VISITOR" ? "visitor" : ctx.viewer.id;
  return {
    url: signer.urlFor(id, ctx.shopId, viewer),
    mimeType: media.get(id)?.content_type ?? "application/octet-stream",
    durationSeconds,
  };
}

export type VideoRow = Selectable<VideosTable> & {
  series_handle: string | null;
  series_title: string | null;
};

export function toVideoSummary(
  ctx: ContentContext,
  row: VideoRow,
  media: Map<string, MediaInfo>,
): VideoSummary {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    poster: toImage(media, row.poster_media_id, row.title) ?? {
      url: mediaUrl(row.poster_media_id),
      alt: row.title,
      width: 0,
      height: 0,
    },
    durationSeconds: row.duration_seconds,
    featured: row.featured,
    series:
      row.series_id && row.series_handle && row.series_title
        ? {
            id: row.series_id,
            handle: row.series_handle,
            title: row.series_title,
            position: row.series_position ?? 1,
          }
        : null,
    visibility: row.visibility,
    requiredTierId: row.visibility === "PAID" ? row.min_tier_id : null,
    locked: !canOpen(accessRule(ctx, row), ctx.viewer),
    publishedAt: row.published_at.toISOString(),
  };
}

export function toAudioSummary(
  ctx: ContentContext,
  row: Selectable<AudiosTable>,
  media: Map<string, MediaInfo>,
): AudioSummary {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    cover: toImage(media, row.cover_media_id, row.title),
    durationSeconds: row.duration_seconds,
    visibility: row.visibility,
    requiredTierId: row.visibility === "PAID" ? row.min_tier_id : null,
    locked: !canOpen(accessRule(ctx, row), ctx.viewer),
    publishedAt: row.published_at.toISOString(),
  };
}

export function toPostSummary(
  ctx: ContentContext,
  row: Selectable<PostsTable>,
  media: Map<string, MediaInfo>,
  unlocked: boolean,
): PostSummary {
  return {
    id: row.id,
    handle: row.handle,
    type: row.type,
    title: row.title,
    excerpt: row.excerpt,
    cover: toImage(media, row.cover_media_id, row.title),
    visibility: row.visibility,
    requiredTierId: row.visibility === "PAID" ? row.min_tier_id : null,
    locked: !canOpen(accessRule(ctx, row), ctx.viewer, unlocked),
    unlockPrice: row.unlock_price,
    currency: ctx.currency,
    publishedAt: row.published_at.toISOString(),
  };
}
