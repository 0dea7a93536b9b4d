import type {
  Audio,
  AudioSummary,
  ListResponse,
  PaymentMethodInput,
  Perk,
  Post,
  PostContent,
  PostSummary,
  PostsQuery,
  PostUnlockOffer,
  Video,
  VideoEmbed,
  VideoSeries,
  VideoSeriesDetail,
  VideoSummary,
  VideosQuery,
  WatchHistoryEntry,
  WatchHistoryQuery,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import { type HttpClient, pathSegment } from "../http/client";
import { DEFAULT_PAGE_SIZE, toCallPage, toPageSize } from "./paging";

export interface AudiosQuery {
  page?: number;
  pageSize?: number;
}

/**
 * Membership content on `membershipBase`, with `Authorization: Bearer` when logged in. Locked
 * items come as teasers (`locked: true`, no content or source); asking for a locked item's
 * content fails with SSHOP-403 and `redirectTo` pricing or the post's unlock page.
 */
export interface ContentApi {
  listPosts(query?: PostsQuery, options?: RequestOptions): Promise<ListResponse<PostSummary>>;
  /** The post, with `content: null` while it is locked for the viewer. */
  getPost(handle: string, options?: RequestOptions): Promise<Post>;
  /** The full content, or SSHOP-403 when locked. */
  getPostContent(handle: string, options?: RequestOptions): Promise<PostContent>;
  getPostUnlock(postId: string, options?: RequestOptions): Promise<PostUnlockOffer>;
  /** Buys a pay-per-post post; a post only a tier opens answers SSHOP-403 to pricing. */
  unlockPost(
    postId: string,
    paymentmethod: PaymentMethodInput,
    options?: RequestOptions,
  ): Promise<Post>;
  listVideos(query?: VideosQuery, options?: RequestOptions): Promise<ListResponse<VideoSummary>>;
  getVideo(handle: string, options?: RequestOptions): Promise<Video>;
  /** What an embedded player needs, or SSHOP-403 when locked. */
  getVideoEmbed(handle: string, options?: RequestOptions): Promise<VideoEmbed>;
  listVideoSeries(options?: RequestOptions): Promise<VideoSeries[]>;
  getVideoSeries(handle: string, options?: RequestOptions): Promise<VideoSeriesDetail>;
  listAudios(query?: AudiosQuery, options?: RequestOptions): Promise<ListResponse<AudioSummary>>;
  getAudio(handle: string, options?: RequestOptions): Promise<Audio>;
  watchHistory(
    query?: WatchHistoryQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<WatchHistoryEntry>>;
  recordWatchProgress(
    videoId: string,
    positionSeconds: number,
    options?: RequestOptions,
  ): Promise<WatchHistoryEntry>;
  removeFromWatchHistory(videoId: string, options?: RequestOptions): Promise<null>;
  /** Every tier's perks; values only for the tiers the member has. */
  perks(options?: RequestOptions): Promise<Perk[]>;
}

export function createContentApi(client: HttpClient): ContentApi {
  const page = (query: { page?: number; pageSize?: number }) => ({
    page: toCallPage(query.page),
    size: toPageSize(query.pageSize, DEFAULT_PAGE_SIZE),
  });
  const post = (handleOrId: string, step = "") => `/api/posts/${pathSegment(handleOrId)}${step}`;
  const video = (handle: string, step = "") => `/api/videos/${pathSegment(handle)}${step}`;
  const history = (videoId: string) => `/api/members/watch-history/${pathSegment(videoId)}`;
  return {
    listPosts: async (query = {}, options) =>
      client.list("/api/posts", { query: { ...page(query), type: query.type } }, options),
    getPost: async (handle, options) => client.data(post(handle), {}, options),
    getPostContent: async (handle, options) => client.data(post(handle, "/content"), {}, options),
    getPostUnlock: async (postId, options) => client.data(post(postId, "/unlock"), {}, options),
    unlockPost: async (postId, paymentmethod, options) =>
      client.data(post(postId, "/unlock"), { method: "POST", body: { paymentmethod } }, options),
    listVideos: async (query = {}, options) =>
      client.list("/api/videos", { query: { ...page(query), featured: query.featured } }, options),
    getVideo: async (handle, options) => client.data(video(handle), {}, options),
    getVideoEmbed: async (handle, options) => client.data(video(handle, "/embed"), {}, options),
    listVideoSeries: async (options) => client.data("/api/video-series", {}, options),
    getVideoSeries: async (handle, options) =>
      client.data(`/api/video-series/${pathSegment(handle)}`, {}, options),
    listAudios: async (query = {}, options) =>
      client.list("/api/audios", { query: page(query) }, options),
    getAudio: async (handle, options) =>
      client.data(`/api/audios/${pathSegment(handle)}`, {}, options),
    watchHistory: async (query = {}, options) =>
      client.list("/api/members/watch-history", { query: page(query) }, options),
    recordWatchProgress: async (videoId, positionSeconds, options) =>
      client.data(history(videoId), { method: "PUT", body: { positionSeconds } }, options),
    removeFromWatchHistory: async (videoId, options) =>
      client.data(history(videoId), { method: "DELETE" }, options),
    perks: async (options) => client.data("/api/members/perks", {}, options),
  };
}
