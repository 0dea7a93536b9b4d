import { HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { ANALYTICS_EVENTS_PATH } from "../analytics";
import { DEMO_CREDENTIALS, TEST_CARDS } from "../demo/demo";
import { endpoints } from "../endpoints/index";
import { MAX_TIP_AMOUNT, MIN_TIP_AMOUNT } from "../limits";
import { membershipSettingsFixture } from "../testing/shop-fixtures";
import type { ApiErrorBody } from "../types/common";
import type { PostSummary } from "../types/content";
import type { DirectMessage } from "../types/direct-messages";
import type { Subscription } from "../types/membership";
import type { MembershipCheckout, SendTipPayload } from "../types/order";
import { watchProgress } from "../watch-progress";
import { analyticsStatsFixture } from "./analytics-fixtures";
import {
  audioFixture,
  audioSummaries,
  billingRecordsFixture,
  fakeAccessToken,
  membershipCheckoutFixture,
  perksFixture,
  postFixture,
  postSummaries,
  videoFixture,
  videoSeriesFixture,
  videoSummaries,
  watchHistoryFixture,
} from "./membership-fixtures";
import { mockMembership } from "./mock-membership";
import { apiError, MOCK_ORIGIN } from "./shop-handlers";
import { themeSettingsHandlers } from "./theme-settings-handlers";

const api = (path: string) => `${MOCK_ORIGIN}${path}`;
/** The demo's test cards as the payment form sends them: digits only. */
const DECLINED_CARD = TEST_CARDS.declined.replace(/\s/g, "");
const REQUIRES_ACTION_CARD = TEST_CARDS.requiresAction.replace(/\s/g, "");
const ORDER = "/order/v3/memberships";

/** The promotion code the mock checkout knows: 10 % off. */
export const MOCK_PROMOTION_CODE = "SAVE10";

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

function amounts(tierId: string, interval: MembershipCheckout["interval"], promotion: number) {
  const settings = membershipSettingsFixture();
  const monthly = settings.tiers.find((tier) => tier.id === tierId)?.monthlyPrice ?? 0;
  const subtotal = interval === "ANNUAL" ? monthly * 12 : monthly;
  const annual =
    interval === "ANNUAL"
      ? Math.round((subtotal * settings.tier.annual.discount.percentOff) / 100)
      : 0;
  const promo = Math.round(((subtotal - annual) * promotion) / 100);
  return { subtotal, discountAmount: annual + promo, total: subtotal - annual - promo };
}

function findPost(handleOrId: string): PostSummary | undefined {
  return postSummaries.find((post) => post.handle === handleOrId || post.id === handleOrId);
}

function updateSubscription(change: Partial<Subscription>) {
  const member = mockMembership.member;
  if (member.subscription === null) return apiError(409, "There is no subscription.");
  member.subscription = { ...member.subscription, ...change };
  return ok(member.subscription);
}

function updateCheckout(change: Partial<MembershipCheckout>) {
  if (mockMembership.checkout === null) return apiError(404, "Checkout not found.");
  mockMembership.checkout = { ...mockMembership.checkout, ...change };
  return ok(mockMembership.checkout);
}

/**
 * Every membership call of the default theme answered from the shared fixtures, in named groups
 * beside `shopHandlers` so a story replaces one (`parameters.msw.handlers.posts`).
 */
export const membershipHandlers = {
  auth: [
    http.post(api("/api/auth/member/login"), async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      return body.email === DEMO_CREDENTIALS.member.email &&
        body.password === DEMO_CREDENTIALS.member.password
        ? ok({ accessToken: fakeAccessToken("MEMBER") })
        : apiError(401, "The email or password is incorrect.");
    }),
    // As the platform: only the demo creator's email is the shop's creator.
    http.post(api("/api/auth/creator/check"), async ({ request }) => {
      const body = (await request.json()) as { email: string };
      return ok({ isCreator: body.email === DEMO_CREDENTIALS.creator.email });
    }),
    http.post(api("/api/auth/creator/login"), async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      return body.email === DEMO_CREDENTIALS.creator.email &&
        body.password === DEMO_CREDENTIALS.creator.password
        ? ok({ accessToken: fakeAccessToken("CREATOR") })
        : apiError(401, "The email or password is incorrect.");
    }),
    http.post(api("/api/auth/member/signup"), async ({ request }) => {
      const body = (await request.json()) as { email: string; displayName: string };
      if (body.email === DEMO_CREDENTIALS.member.email) {
        return apiError(409, "An account already uses this email.");
      }
      mockMembership.member = {
        ...mockMembership.member,
        email: body.email,
        displayName: body.displayName,
        subscription: null,
        tier: null,
      };
      return ok({ accessToken: fakeAccessToken("MEMBER") });
    }),
    http.post(api("/api/auth/logout"), () => ok(null)),
    http.post(api("/api/auth/forgot-password"), () => ok(null)),
    http.post(api("/api/auth/reset-password"), async ({ request }) => {
      const body = (await request.json()) as { token: string };
      return body.token === "expired" ? apiError(400, "This reset link has expired.") : ok(null);
    }),
    http.post(api("/api/auth/change-password"), async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      return body.currentPassword === DEMO_CREDENTIALS.member.password
        ? ok(null)
        : apiError(400, "Your current password is not right.");
    }),
  ],
  profile: [
    http.get(api("/api/members/profile"), () => ok({ member: mockMembership.member })),
    http.post(api("/api/members/update-profile"), async ({ request }) => {
      const form = await request.formData();
      const avatar = form.get("avatar");
      mockMembership.member = {
        ...mockMembership.member,
        displayName: String(form.get("displayName") ?? mockMembership.member.displayName),
        bio: String(form.get("bio") ?? mockMembership.member.bio),
        avatarUrl:
          avatar instanceof File
            ? "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
            : mockMembership.member.avatarUrl,
      };
      return ok({ member: mockMembership.member });
    }),
    http.get(api("/api/creators/profile"), () => ok({ creator: mockMembership.creator })),
    http.post(api("/api/creators/update-profile"), async ({ request }) => {
      const form = await request.formData();
      mockMembership.creator = {
        ...mockMembership.creator,
        displayName: String(form.get("displayName") ?? mockMembership.creator.displayName),
        bio: String(form.get("bio") ?? mockMembership.creator.bio),
      };
      return ok({ creator: mockMembership.creator });
    }),
    http.post(api("/api/members/badges"), async ({ request }) => {
      const { badgeIds } = (await request.json()) as { badgeIds: string[] };
      mockMembership.member.badges = mockMembership.member.badges.map((badge) => ({
        ...badge,
        showInProfile: badgeIds.includes(badge.id),
      }));
      return ok(mockMembership.member.badges);
    }),
    http.post(api("/api/members/exit-survey"), () => ok(null)),
    http.post(api("/api/members/skip-exit-survey"), () => ok(null)),
    http.post(api("/api/members/hide-welcome-post"), () => {
      mockMembership.member.showWelcomePost = false;
      return ok(null);
    }),
    http.post(api("/api/members/block"), () => ok(null)),
    http.post(api("/api/members/unblock"), () => ok(null)),
    http.post(api("/api/creators/shadowban"), () => ok(null)),
    http.delete(api("/api/members/integrations/discord"), () => ok(null)),
  ],
  // Before membershipCheckout: `/checkout/billing` would otherwise match `/checkout/:checkoutId`.
  billing: [
    http.get(api(`${ORDER}/checkout/billing`), ({ request }) =>
      HttpResponse.json(pageOf(billingRecordsFixture, new URL(request.url), 10)),
    ),
    http.get(api(`${ORDER}/checkout/payment-method`), () => ok(mockMembership.paymentMethod)),
    http.delete(api(`${ORDER}/checkout/payment-method`), () => {
      mockMembership.paymentMethod = null;
      return ok(null);
    }),
    http.put(api(`${ORDER}/payment-method/setup`), async ({ request }) => {
      const { paymentmethod } = (await request.json()) as {
        paymentmethod: { cardNumber: string; expMonth: number; expYear: number };
      };
      if (paymentmethod.cardNumber === DECLINED_CARD) {
        return apiError(400, "Your card was declined. Try another card.");
      }
      mockMembership.paymentMethod = {
        id: "pm-2",
        brand: "Visa",
        last4: paymentmethod.cardNumber.slice(-4),
        expMonth: paymentmethod.expMonth,
        expYear: paymentmethod.expYear,
      };
      return ok({ paymentMethodToken: "pmt-2" });
    }),
    http.put(api(`${ORDER}/payment-method`), () => ok(mockMembership.paymentMethod)),
    http.post(api(`${ORDER}/send-tip`), async ({ request }) => {
      const { amount } = (await request.json()) as SendTipPayload;
      if (!Number.isInteger(amount) || amount < MIN_TIP_AMOUNT || amount > MAX_TIP_AMOUNT) {
        return apiError(400, "The tip amount is out of range.");
      }
      if (mockMembership.paymentMethod === null) {
        return apiError(400, "Add a card on the billing page first.");
      }
      return ok({ id: "tip_1" });
    }),
    http.post(api(`${ORDER}/unlock-message`), async ({ request }) => {
      const { messageId } = (await request.json()) as { messageId: string };
      for (const thread of mockMembership.threads) {
        const found = thread.messages.find((item) => item.id === messageId);
        if (found) {
          found.locked = false;
          found.body = "Here is the unreleased demo, just for you.";
          delete found.unlockPrice;
          return ok(found);
        }
      }
      return apiError(404, "Message not found.");
    }),
  ],
  membershipCheckout: [
    http.post(api(`${ORDER}/checkout`), async ({ request }) => {
      const body = (await request.json()) as {
        tierId: string;
        interval: MembershipCheckout["interval"];
        upgrade?: boolean;
      };
      mockMembership.checkout = membershipCheckoutFixture({
        tierId: body.tierId,
        interval: body.interval,
        upgrade: body.upgrade === true,
        ...amounts(body.tierId, body.interval, 0),
      });
      return ok(mockMembership.checkout);
    }),
    http.get(api(`${ORDER}/checkout/:checkoutId`), ({ params }) => {
      if (mockMembership.checkout === null && params.checkoutId === "chk-1") {
        mockMembership.checkout = membershipCheckoutFixture();
      }
      return mockMembership.checkout?.id === params.checkoutId
        ? ok(mockMembership.checkout)
        : apiError(404, "Checkout not found.");
    }),
    http.put(api(`${ORDER}/checkout/:checkoutId/information`), async ({ request }) =>
      updateCheckout({ information: (await request.json()) as MembershipCheckout["information"] }),
    ),
    http.put(api(`${ORDER}/checkout/:checkoutId/setup-payment`), async ({ request }) => {
      const { paymentmethod } = (await request.json()) as {
        paymentmethod: { cardNumber: string };
      };
      mockMembership.cardNumber = paymentmethod.cardNumber;
      mockMembership.requiresActionSeen = false;
      return updateCheckout({ status: "OPEN", paymentIntentId: "pi-1", failureMessage: null });
    }),
    http.put(api(`${ORDER}/checkout/:checkoutId/payment`), () => {
      if (mockMembership.cardNumber === DECLINED_CARD) {
        return updateCheckout({
          status: "PAYMENT_FAILED",
          failureMessage: "Your card was declined. Try another card.",
        });
      }
      if (
        mockMembership.cardNumber === REQUIRES_ACTION_CARD &&
        !mockMembership.requiresActionSeen
      ) {
        mockMembership.requiresActionSeen = true;
        return updateCheckout({ status: "REQUIRES_ACTION" });
      }
      return updateCheckout({ status: "PAID" });
    }),
    http.put(api(`${ORDER}/checkout/:checkoutId/cancel-payment`), () =>
      updateCheckout({ status: "CANCELED" }),
    ),
    http.put(api(`${ORDER}/checkout/:checkoutId/promotion`), async ({ request }) => {
      const { promotionCode } = (await request.json()) as { promotionCode: string };
      const checkout = mockMembership.checkout;
      if (checkout === null) return apiError(404, "Checkout not found.");
      if (promotionCode.toUpperCase() !== MOCK_PROMOTION_CODE) {
        return apiError(404, "This code does not exist or has expired.");
      }
      return updateCheckout({
        promotionCode: MOCK_PROMOTION_CODE,
        ...amounts(checkout.tierId, checkout.interval, 10),
      });
    }),
    http.delete(api(`${ORDER}/checkout/:checkoutId/promotion`), () => {
      const checkout = mockMembership.checkout;
      if (checkout === null) return apiError(404, "Checkout not found.");
      return updateCheckout({
        promotionCode: null,
        ...amounts(checkout.tierId, checkout.interval, 0),
      });
    }),
  ],
  subscription: [
    http.put(api(`${ORDER}/subscription/downgrade`), ({ request }) =>
      updateSubscription({
        pendingDowngradeTierId: new URL(request.url).searchParams.get("tierId"),
      }),
    ),
    http.put(api(`${ORDER}/subscription/downgrade/cancel`), () =>
      updateSubscription({ pendingDowngradeTierId: null }),
    ),
    http.put(api(`${ORDER}/subscription/resume`), () =>
      updateSubscription({ status: "ACTIVE", canceledAt: null }),
    ),
    http.put(api(`${ORDER}/subscription/cancel`), () =>
      updateSubscription({ status: "CANCELED", canceledAt: "2026-11-22T00:00:00.000Z" }),
    ),
  ],
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
} satisfies Record<string, RequestHandler[]>;

export type MembershipHandlerGroup = keyof typeof membershipHandlers;
