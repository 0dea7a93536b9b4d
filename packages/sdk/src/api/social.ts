import { type SocialFeedItem, type SocialPlatform, socialRoutes } from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";
import { toPageSize } from "./paging";

/** Spec §9: a social feed shows 8 posts unless told otherwise. */
export const SOCIAL_FEED_LIMIT = 8;

export interface SocialFeedQuery {
  /** 8 when absent. */
  limit?: number;
}

export interface YoutubeFeedQuery extends SocialFeedQuery {
  /** A channel handle other than the shop's own. */
  handle?: string;
}

/** The shop's social feeds, on `storefrontApiBase`. */
export interface SocialApi {
  tiktok(query?: SocialFeedQuery, options?: RequestOptions): Promise<SocialFeedItem[]>;
  youtube(query?: YoutubeFeedQuery, options?: RequestOptions): Promise<SocialFeedItem[]>;
  instagram(query?: SocialFeedQuery, options?: RequestOptions): Promise<SocialFeedItem[]>;
}

export function createSocialApi(client: HttpClient, shopId: string): SocialApi {
  const feed = (
    platform: SocialPlatform,
    query: { limit: number; handle?: string },
    options: RequestOptions | undefined,
  ) => client.call(socialRoutes.feed, { params: { shopId, platform }, query }, options);
  return {
    tiktok: async (query = {}, options) =>
      feed("TIKTOK", { limit: toPageSize(query.limit, SOCIAL_FEED_LIMIT) }, options),
    youtube: async (query = {}, options) =>
      feed(
        "YOUTUBE",
        { limit: toPageSize(query.limit, SOCIAL_FEED_LIMIT), handle: query.handle },
        options,
      ),
    instagram: async (query = {}, options) =>
      feed("INSTAGRAM", { limit: toPageSize(query.limit, SOCIAL_FEED_LIMIT) }, options),
  };
}
