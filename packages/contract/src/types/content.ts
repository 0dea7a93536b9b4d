import * as z from "zod/mini";
import { isoDateTime, moneyMinor } from "./common";
import type { PaymentMethodInput } from "./order";

/**
 * Who may open a piece of membership content: anyone, any logged-in member (free tier
 * included), or members of a paid tier at or above `requiredTierId`.
 */
export const contentVisibility = z.enum(["PUBLIC", "MEMBERS", "PAID"]);
export type ContentVisibility = z.output<typeof contentVisibility>;

export const postType = z.enum(["TEXT", "VIDEO", "AUDIO"]);
export type PostType = z.output<typeof postType>;

/**
 * A block of rich text as data, never HTML, so that a theme renders it with its own elements and
 * nothing a creator types can run in the page.
 */
export const contentBlock = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: z.string() }),
  z.object({ type: z.literal("paragraph"), text: z.string() }),
  z.object({ type: z.literal("quote"), text: z.string() }),
  z.object({ type: z.literal("list"), items: z.array(z.string()) }),
]);
export type ContentBlock = z.output<typeof contentBlock>;

export const contentImage = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ContentImage = z.output<typeof contentImage>;

/** A playable file served by the platform (`/media/{id}`). */
export const mediaSource = z.object({
  url: z.string(),
  /** e.g. `audio/wav`; a video's source may be audio-only in the seeded demo. */
  mimeType: z.string(),
  durationSeconds: z.number(),
});
export type MediaSource = z.output<typeof mediaSource>;

/** What every locked-or-open item tells the viewer about access. */
export const contentAccessInfo = z.object({
  visibility: contentVisibility,
  /** The lowest tier that opens `PAID` content; null for `PUBLIC` and `MEMBERS`. */
  requiredTierId: z.nullable(z.string()),
  /** True when the viewer may not open it; the teaser (title, excerpt, cover) is still sent. */
  locked: z.boolean(),
});
export type ContentAccessInfo = z.output<typeof contentAccessInfo>;

export const postSummary = z.extend(contentAccessInfo, {
  id: z.string(),
  handle: z.string(),
  type: postType,
  title: z.string(),
  excerpt: z.string(),
  cover: z.nullable(contentImage),
  /** Price to unlock this one post (pay-per-post); null when only a tier opens it. */
  unlockPrice: z.nullable(moneyMinor),
  currency: z.string(),
  publishedAt: isoDateTime,
});
export type PostSummary = z.output<typeof postSummary>;

export const videoSeriesRef = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  /** 1-based place of the video in its series. */
  position: z.number(),
});
export type VideoSeriesRef = z.output<typeof videoSeriesRef>;

export const videoSummary = z.extend(contentAccessInfo, {
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  poster: contentImage,
  durationSeconds: z.number(),
  featured: z.boolean(),
  series: z.nullable(videoSeriesRef),
  publishedAt: isoDateTime,
});
export type VideoSummary = z.output<typeof videoSummary>;

export const audioSummary = z.extend(contentAccessInfo, {
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.nullable(contentImage),
  durationSeconds: z.number(),
  publishedAt: isoDateTime,
});
export type AudioSummary = z.output<typeof audioSummary>;

export const postContent = z.object({
  blocks: z.array(contentBlock),
  video: z.nullable(videoSummary),
  audio: z.nullable(audioSummary),
});
export type PostContent = z.output<typeof postContent>;

/** A post; `content` is null while it is locked for the viewer. */
export const post = z.extend(postSummary, { content: z.nullable(postContent) });
export type Post = z.output<typeof post>;

export interface PostsQuery {
  /** 1-based as the UI counts. */
  page?: number;
  pageSize?: number;
  type?: PostType;
}

/** What the unlock-post screen shows before the member pays. */
export const postUnlockOffer = z.object({
  post: postSummary,
  /** True when the member already has access (bought it or has the tier). */
  unlocked: z.boolean(),
});
export type PostUnlockOffer = z.output<typeof postUnlockOffer>;

export interface UnlockPostPayload {
  paymentmethod: PaymentMethodInput;
}

export const watchProgress = z.object({
  positionSeconds: z.number(),
  completed: z.boolean(),
  updatedAt: isoDateTime,
});
export type WatchProgress = z.output<typeof watchProgress>;

/** A video; `source` is null while locked, `progress` is the member's own. */
export const video = z.extend(videoSummary, {
  source: z.nullable(mediaSource),
  progress: z.nullable(watchProgress),
  /** The next video of its series, if any. */
  nextVideo: z.nullable(videoSummary),
});
export type Video = z.output<typeof video>;

/** What an embedded player needs; only answered when the viewer may watch. */
export const videoEmbed = z.object({
  handle: z.string(),
  title: z.string(),
  poster: contentImage,
  source: mediaSource,
});
export type VideoEmbed = z.output<typeof videoEmbed>;

export interface VideosQuery {
  page?: number;
  pageSize?: number;
  /** Only the featured videos (the catalog's first tab). */
  featured?: boolean;
}

export const videoSeries = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.nullable(contentImage),
  videoCount: z.number(),
});
export type VideoSeries = z.output<typeof videoSeries>;

export const videoSeriesDetail = z.extend(videoSeries, { videos: z.array(videoSummary) });
export type VideoSeriesDetail = z.output<typeof videoSeriesDetail>;

/** An audio; `source` is null while locked. */
export const audio = z.extend(audioSummary, { source: z.nullable(mediaSource) });
export type Audio = z.output<typeof audio>;

export const watchHistoryEntry = z.object({
  video: videoSummary,
  positionSeconds: z.number(),
  completed: z.boolean(),
  watchedAt: isoDateTime,
});
export type WatchHistoryEntry = z.output<typeof watchHistoryEntry>;

export interface WatchHistoryQuery {
  page?: number;
  pageSize?: number;
}

export interface WatchProgressPayload {
  positionSeconds: number;
}

export const perkKind = z.enum(["CODE", "LINK", "TEXT"]);
export type PerkKind = z.output<typeof perkKind>;

/** A benefit of a tier; `value` (the code or link) is only sent to members who have it. */
export const perk = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: perkKind,
  tierId: z.string(),
  unlocked: z.boolean(),
  value: z.nullable(z.string()),
});
export type Perk = z.output<typeof perk>;
