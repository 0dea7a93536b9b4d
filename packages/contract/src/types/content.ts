import type { IsoDateTime, MoneyMinor } from "./common";
import type { PaymentMethodInput } from "./order";

/**
 * Who may open a piece of membership content: anyone, any logged-in member (free tier
 * included), or members of a paid tier at or above `requiredTierId`.
 */
export type ContentVisibility = "PUBLIC" | "MEMBERS" | "PAID";

export type PostType = "TEXT" | "VIDEO" | "AUDIO";

/**
 * A block of rich text as data, never HTML, so that a theme renders it with its own elements and
 * nothing a creator types can run in the page.
 */
export type ContentBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "quote"; text: string }
  | { type: "list"; items: string[] };

export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A playable file served by the platform (`/media/{id}`). */
export interface MediaSource {
  url: string;
  /** e.g. `audio/wav`; a video's source may be audio-only in the seeded demo. */
  mimeType: string;
  durationSeconds: number;
}

/** What every locked-or-open item tells the viewer about access. */
export interface ContentAccessInfo {
  visibility: ContentVisibility;
  /** The lowest tier that opens `PAID` content; null for `PUBLIC` and `MEMBERS`. */
  requiredTierId: string | null;
  /** True when the viewer may not open it; the teaser (title, excerpt, cover) is still sent. */
  locked: boolean;
}

export interface PostSummary extends ContentAccessInfo {
  id: string;
  handle: string;
  type: PostType;
  title: string;
  excerpt: string;
  cover: ContentImage | null;
  /** Price to unlock this one post (pay-per-post); null when only a tier opens it. */
  unlockPrice: MoneyMinor | null;
  currency: string;
  publishedAt: IsoDateTime;
}

export interface PostContent {
  blocks: ContentBlock[];
  video: VideoSummary | null;
  audio: AudioSummary | null;
}

/** A post; `content` is null while it is locked for the viewer. */
export interface Post extends PostSummary {
  content: PostContent | null;
}

export interface PostsQuery {
  /** 1-based as the UI counts. */
  page?: number;
  pageSize?: number;
  type?: PostType;
}

/** What the unlock-post screen shows before the member pays. */
export interface PostUnlockOffer {
  post: PostSummary;
  /** True when the member already has access (bought it or has the tier). */
  unlocked: boolean;
}

export interface UnlockPostPayload {
  paymentmethod: PaymentMethodInput;
}

export interface VideoSeriesRef {
  id: string;
  handle: string;
  title: string;
  /** 1-based place of the video in its series. */
  position: number;
}

export interface VideoSummary extends ContentAccessInfo {
  id: string;
  handle: string;
  title: string;
  description: string;
  poster: ContentImage;
  durationSeconds: number;
  featured: boolean;
  series: VideoSeriesRef | null;
  publishedAt: IsoDateTime;
}

export interface WatchProgress {
  positionSeconds: number;
  completed: boolean;
  updatedAt: IsoDateTime;
}

/** A video; `source` is null while locked, `progress` is the member's own. */
export interface Video extends VideoSummary {
  source: MediaSource | null;
  progress: WatchProgress | null;
  /** The next video of its series, if any. */
  nextVideo: VideoSummary | null;
}

/** What an embedded player needs; only answered when the viewer may watch. */
export interface VideoEmbed {
  handle: string;
  title: string;
  poster: ContentImage;
  source: MediaSource;
}

export interface VideosQuery {
  page?: number;
  pageSize?: number;
  /** Only the featured videos (the catalog's first tab). */
  featured?: boolean;
}

export interface VideoSeries {
  id: string;
  handle: string;
  title: string;
  description: string;
  cover: ContentImage | null;
  videoCount: number;
}

export interface VideoSeriesDetail extends VideoSeries {
  videos: VideoSummary[];
}

export interface AudioSummary extends ContentAccessInfo {
  id: string;
  handle: string;
  title: string;
  description: string;
  cover: ContentImage | null;
  durationSeconds: number;
  publishedAt: IsoDateTime;
}

export interface Audio extends AudioSummary {
  source: MediaSource | null;
}

export interface WatchHistoryEntry {
  video: VideoSummary;
  positionSeconds: number;
  completed: boolean;
  watchedAt: IsoDateTime;
}

export interface WatchHistoryQuery {
  page?: number;
  pageSize?: number;
}

export interface WatchProgressPayload {
  positionSeconds: number;
}

export type PerkKind = "CODE" | "LINK" | "TEXT";

/** A benefit of a tier; `value` (the code or link) is only sent to members who have it. */
export interface Perk {
  id: string;
  title: string;
  description: string;
  kind: PerkKind;
  tierId: string;
  unlocked: boolean;
  value: string | null;
}
