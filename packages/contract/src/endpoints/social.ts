import * as z from "zod/mini";
import { socialFeedItem } from "../types/catalog";
import { defineEndpoint } from "./endpoint";
import { queryCount } from "./listing-query";

/** The most posts one feed call answers. */
export const SOCIAL_FEED_MOST = 50;

/** The shop's social feeds, as stored from each platform. */
export const socialEndpoints = {
  /** A platform's feed (`TIKTOK`, `YOUTUBE` or `INSTAGRAM`), newest first; 8 posts by default. */
  feed: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/app/:shopId/social/:platform/feed",
    query: z.object({
      limit: queryCount(SOCIAL_FEED_MOST, 8),
      /** A YouTube channel other than the shop's own. */
      handle: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    }),
    answer: z.array(socialFeedItem),
    access: "public",
  }),
};
