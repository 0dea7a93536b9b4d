import * as z from "zod/mini";
import { paymentCard } from "../rules/field-rules";
import { post, postContent, postSummary, postType, postUnlockOffer } from "../types/content";
import { contentPageQuery } from "./content-page-query";
import { defineEndpoint } from "./endpoint";

/**
 * The membership's posts. A locked post comes as a teaser (`locked: true`, `content: null`);
 * asking for its content answers 403 SSHOP-403 with `redirectTo` pricing or its unlock page.
 */
export const postsEndpoints = {
  /** The feed, newest first, optionally of one type. */
  listPosts: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/posts",
    query: z.extend(contentPageQuery(), { type: z.optional(postType) }),
    answer: postSummary,
    list: true,
    access: "public",
  }),
  /** A post by handle, its content only when the viewer may open it. */
  getPost: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/posts/:handle",
    answer: post,
    access: "public",
  }),
  /** The full content, or 403 SSHOP-403 while the post is locked for the viewer. */
  getPostContent: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/posts/:handle/content",
    answer: postContent,
    access: "public",
  }),
  /** What the unlock screen shows before the member pays. */
  getPostUnlock: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/posts/:postId/unlock",
    answer: postUnlockOffer,
    access: "member",
  }),
  /**
   * Buys a pay-per-post post and answers it open; a post only a tier opens answers 403 SSHOP-403
   * to pricing, a declined card 402.
   */
  unlockPost: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/posts/:postId/unlock",
    body: z.object({ paymentmethod: paymentCard }),
    answer: post,
    access: "member",
  }),
};
