import {
  type Audio,
  type AudioSummary,
  audioRoutes,
  type ListResponse,
  type PaymentMethodInput,
  type Perk,
  type Post,
  type PostContent,
  type PostSummary,
  type PostsQuery,
  type PostUnlockOffer,
  perksRoutes,
  postsRoutes,
  type Video,
  type VideoEmbed,
  type VideoSeries,
  type VideoSeriesDetail,
  type VideoSummary,
  type VideosQuery,
  videosRoutes,
  type WatchHistoryEntry,
  type WatchHistoryQuery,
  watchHistoryRoutes,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";
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
  return {
    listPosts: async (query = {}, options) =>
      client.call(postsRoutes.listPosts, { query: { ...page(query), type: query.type } }, options),
    getPost: async (handle, options) =>
      client.call(postsRoutes.getPost, { params: { handle } }, options),
    getPostContent: async (handle, options) =>
      client.call(postsRoutes.getPostContent, { params: { handle } }, options),
    getPostUnlock: async (postId, options) =>
      client.call(postsRoutes.getPostUnlock, { params: { postId } }, options),
    unlockPost: async (postId, paymentmethod, options) =>
      client.call(postsRoutes.unlockPost, { params: { postId }, body: { paymentmethod } }, options),
    listVideos: async (query = {}, options) =>
      client.call(
        videosRoutes.listVideos,
        { query: { ...page(query), featured: query.featured } },
        options,
      ),
    getVideo: async (handle, options) =>
      client.call(videosRoutes.getVideo, { params: { handle } }, options),
    getVideoEmbed: async (handle, options) =>
      client.call(videosRoutes.getVideoEmbed, { params: { handle } }, options),
    listVideoSeries: async (options) => client.call(videosRoutes.listVideoSeries, {}, options),
    getVideoSeries: async (handle, options) =>
      client.call(videosRoutes.getVideoSeries, { params: { handle } }, options),
    listAudios: async (query = {}, options) =>
      client.call(audioRoutes.listAudios, { query: page(query) }, options),
    getAudio: async (handle, options) =>
      client.call(audioRoutes.getAudio, { params: { handle } }, options),
    watchHistory: async (query = {}, options) =>
      client.call(watchHistoryRoutes.listWatchHistory, { query: page(query) }, options),
    recordWatchProgress: async (videoId, positionSeconds, options) =>
      client.call(
        watchHistoryRoutes.recordWatchProgress,
        { params: { videoId }, body: { positionSeconds } },
        options,
      ),
    removeFromWatchHistory: async (videoId, options) =>
      client.call(watchHistoryRoutes.removeFromWatchHistory, { params: { videoId } }, options),
    perks: async (options) => client.call(perksRoutes.listPerks, {}, options),
  };
}
