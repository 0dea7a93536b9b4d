import { HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { ANALYTICS_EVENTS_PATH } from "../analytics";
import { endpoints } from "../endpoints/index";
import type { ApiErrorBody } from "../types/common";
import type { PostSummary } from "../types/content";
import type { DirectMessage } from "../types/direct-messages";
import { watchProgress } from "../watch-progress";
import { analyticsStatsFixture } from "./analytics-fixtures";
import { mediaHandlers } from "./media-handlers";
import { memberAccountHandlers } from "./member-account-handlers";
import {
  audioFixture,
  audioSummaries,
  perksFixture,
  postFixture,
  postSummaries,
  videoFixture,
  videoSeriesFixture,
  videoSummaries,
  watchHistoryFixture,
} from "./membership-fixtures";
import { mockMembership } from "./mock-membership";
import { shopConfigHandlers } from "./shop-config-handlers";
import { apiError, MOCK_ORIGIN } from "./shop-handlers";
import { templateHandlers } from "./template-handlers";
import { themeSettingsHandlers } from "./theme-settings-handlers";

const api = (path: string) => `${MOCK_ORIGIN}${path}`;

/** A page of `items` as the membership calls answer it (`page` 0-based, `size`). */
function pageOf<T>(items: readonly T[], url: URL, fallbackSize = 12) {
  const page = Number(url.searchParams.get("page") ?? 0);
  const size = Number(url.searchParams.get("size") ?? fallbackSize);
  return {
    data: items.slice(page * size, (page + 1) * size),
    page: {
      pageNum: page,
      pageSize: size,
      totalElements: items.length,
      totalPages: Math.ceil(items.length / size),
    },
  };
}

const ok = (data: unknown) => HttpResponse.json({ data });

const { posts, videos, audio, watchHistory, directMessages } = endpoints;
/** Where shop-api sends a viewer who may not open a piece of content. */
const PRICING_PATH = "/membership/pricing";

/** 403 SSHOP-403 as shop-api answers locked content: the SDK follows `redirectTo`. */
function lockedError(redirectTo: string) {
  const body: ApiErrorBody = {
    statusCode: 403,
    statusMessage: "Forbidden",
    message: "This content is for members.",
    code: "SSHOP-403",
    redirectTo,
  };
  return HttpResponse.json(body, { status: 403 });
}

function findPost(handleOrId: string): PostSummary | undefined {
  return postSummaries.find((post) => post.handle === handleOrId || post.id === handleOrId);
}

/**
 * Every membership call of the default theme answered from the shared fixtures, in named groups
 * beside `shopHandlers` so a story replaces one (`parameters.msw.handlers.posts`).
 */
export const membershipHandlers = {
  ...memberAccountHandlers,
  posts: [
    http.get(api(posts.listPosts.path), ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get("type");
      const items = type ? postSummaries.filter((post) => post.type === type) : postSummaries;
      return HttpResponse.json(pageOf(items, url));
    }),
    http.get(api(posts.getPostUnlock.path), ({ params }) => {
      const post = findPost(String(params.postId));
      return post ? ok({ post, unlocked: !post.locked }) : apiError(404, "Post not found.");
    }),
    http.post(api(posts.unlockPost.path), async ({ params, request }) => {
      const post = findPost(String(params.postId));
      if (post === undefined) return apiError(404, "Post not found.");
      if (!z.safeParse(posts.unlockPost.body, await request.json()).success) {
        return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
      }
      return ok(postFixture(post, true));
    }),
    http.get(api(posts.getPostContent.path), ({ params }) => {
      const post = findPost(String(params.handle));
      if (post === undefined) return apiError(404, "Post not found.");
      const { content } = postFixture(post);
      return content === null ? lockedError(PRICING_PATH) : ok(content);
    }),
    http.get(api(posts.getPost.path), ({ params }) => {
      const post = findPost(String(params.handle));
      return post ? ok(postFixture(post)) : apiError(404, "Post not found.");
    }),
  ],
  videos: [
    http.get(api(videos.listVideos.path), ({ request }) => {
      const url = new URL(request.url);
      const featured = url.searchParams.get("featured") === "true";
      const items = featured ? videoSummaries.filter((video) => video.featured) : videoSummaries;
      return HttpResponse.json(pageOf(items, url));
    }),
    http.get(api(videos.getVideoEmbed.path), ({ params }) => {
      const video = videoSummaries.find((item) => item.handle === params.handle);
      if (video === undefined) return apiError(404, "Video not found.");
      const full = videoFixture(video);
      return full.source === null
        ? lockedError(PRICING_PATH)
        : ok({ handle: full.handle, title: full.title, poster: full.poster, source: full.source });
    }),
    http.get(api(videos.getVideo.path), ({ params }) => {
      const video = videoSummaries.find((item) => item.handle === params.handle);
      return video ? ok(videoFixture(video)) : apiError(404, "Video not found.");
    }),
    http.get(api(videos.listVideoSeries.path), () => ok([videoSeriesFixture])),
    http.get(api(videos.getVideoSeries.path), ({ params }) =>
      params.handle === videoSeriesFixture.handle
        ? ok(videoSeriesFixture)
        : apiError(404, "Series not found."),
    ),
    http.get(api(audio.listAudios.path), ({ request }) =>
      HttpResponse.json(pageOf(audioSummaries, new URL(request.url))),
    ),
    http.get(api(audio.getAudio.path), ({ params }) => {
      const found = audioSummaries.find((item) => item.handle === params.handle);
      return found ? ok(audioFixture(found)) : apiError(404, "Audio not found.");
    }),
  ],
  watchHistory: [
    http.get(api(watchHistory.listWatchHistory.path), ({ request }) =>
      HttpResponse.json(pageOf(watchHistoryFixture, new URL(request.url))),
    ),
    http.put(api(watchHistory.recordWatchProgress.path), async ({ params, request }) => {
      const progress = z.safeParse(watchHistory.recordWatchProgress.body, await request.json());
      if (!progress.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
      const video = videoSummaries.find((item) => item.id === params.videoId);
      if (video === undefined) return apiError(404, "Video not found.");
      if (video.locked) return lockedError(PRICING_PATH);
      return ok({
        video,
        ...watchProgress(progress.data.positionSeconds, video.durationSeconds),
        watchedAt: new Date(0).toISOString(),
      });
    }),
    http.delete(api(watchHistory.removeFromWatchHistory.path), () => ok(null)),
  ],
  perks: [http.get(api(endpoints.perks.listPerks.path), () => ok(perksFixture))],
  analytics: [
    http.get(api(endpoints.analytics.stats.path), () => ok(analyticsStatsFixture())),
    http.post(api(ANALYTICS_EVENTS_PATH), () => new HttpResponse(null, { status: 204 })),
  ],
  directMessages: [
    http.get(api(directMessages.listThreads.path), ({ request }) => {
      const threads = mockMembership.threads.map(({ messages: _messages, ...thread }) => thread);
      return HttpResponse.json(pageOf(threads, new URL(request.url), 20));
    }),
    http.get(api(directMessages.getThread.path), ({ params }) => {
      const thread = mockMembership.threads.find((item) => item.id === params.threadId);
      if (thread === undefined) return apiError(404, "Conversation not found.");
      thread.unreadCount = 0;
      return ok(thread);
    }),
    http.post(api(directMessages.sendMessage.path), async ({ request }) => {
      const payload = z.safeParse(directMessages.sendMessage.body, await request.json());
      if (!payload.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
      const { body } = payload.data;
      const member = mockMembership.member;
      let thread = mockMembership.threads[0];
      if (thread === undefined) {
        thread = {
          id: "thread-new",
          counterpart: {
            id: "cre-1",
            type: "CREATOR",
            displayName: "Demo Creator",
            avatarUrl: null,
          },
          lastMessage: null,
          unreadCount: 0,
          updatedAt: new Date(0).toISOString(),
          messages: [],
        };
        mockMembership.threads.push(thread);
      }
      const sent: DirectMessage = {
        id: `dm-sent-${thread.messages.length + 1}`,
        threadId: thread.id,
        sender: { id: member.id, type: "MEMBER", displayName: member.displayName, avatarUrl: null },
        body,
        locked: false,
        createdAt: "2026-04-11T12:00:00.000Z",
        readAt: null,
      };
      thread.messages.push(sent);
      thread.lastMessage = sent;
      return ok(sent);
    }),
    http.get(api(directMessages.widget.path), () =>
      ok({
        unreadMessageCount: mockMembership.threads.reduce(
          (sum, thread) => sum + thread.unreadCount,
          0,
        ),
      }),
    ),
  ],
  themeSettings: themeSettingsHandlers,
  templates: templateHandlers,
  media: mediaHandlers,
  shopConfig: shopConfigHandlers,
} satisfies Record<string, RequestHandler[]>;

export type MembershipHandlerGroup = keyof typeof membershipHandlers;
