import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { type CallRow, expectCall, TEST_TOKEN, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

const card = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };
const page = { pageNum: 0, pageSize: 12, totalElements: 1, totalPages: 1 };

const rows: CallRow[] = [
  {
    name: "listPosts asks for the first page of 12 by default",
    call: (api) => api.content.listPosts(),
    method: "GET",
    path: "/api/posts",
    query: { page: "0", size: "12" },
    data: [],
    page,
  },
  {
    name: "listPosts turns the UI's page 2 into page 1 and passes the type",
    call: (api) => api.content.listPosts({ page: 2, pageSize: 5, type: "VIDEO" }),
    method: "GET",
    path: "/api/posts",
    query: { page: "1", size: "5", type: "VIDEO" },
    data: [],
    page,
  },
  {
    name: "getPost",
    call: (api) => api.content.getPost("hello world"),
    method: "GET",
    path: "/api/posts/hello%20world",
  },
  {
    name: "getPostContent",
    call: (api) => api.content.getPostContent("hello"),
    method: "GET",
    path: "/api/posts/hello/content",
  },
  {
    name: "getPostUnlock",
    call: (api) => api.content.getPostUnlock("p1"),
    method: "GET",
    path: "/api/posts/p1/unlock",
  },
  {
    name: "unlockPost wraps the card as paymentmethod",
    call: (api) => api.content.unlockPost("p1", card),
    method: "POST",
    path: "/api/posts/p1/unlock",
    body: { paymentmethod: card },
  },
  {
    name: "listVideos of the featured tab",
    call: (api) => api.content.listVideos({ featured: true }),
    method: "GET",
    path: "/api/videos",
    query: { page: "0", size: "12", featured: "true" },
    data: [],
    page,
  },
  {
    name: "getVideo",
    call: (api) => api.content.getVideo("intro"),
    method: "GET",
    path: "/api/videos/intro",
  },
  {
    name: "getVideoEmbed",
    call: (api) => api.content.getVideoEmbed("intro"),
    method: "GET",
    path: "/api/videos/intro/embed",
  },
  {
    name: "listVideoSeries",
    call: (api) => api.content.listVideoSeries(),
    method: "GET",
    path: "/api/video-series",
  },
  {
    name: "getVideoSeries",
    call: (api) => api.content.getVideoSeries("basics"),
    method: "GET",
    path: "/api/video-series/basics",
  },
  {
    name: "listAudios",
    call: (api) => api.content.listAudios({ page: 3 }),
    method: "GET",
    path: "/api/audios",
    query: { page: "2", size: "12" },
    data: [],
    page,
  },
  {
    name: "getAudio",
    call: (api) => api.content.getAudio("notes-1"),
    method: "GET",
    path: "/api/audios/notes-1",
  },
  {
    name: "watchHistory",
    call: (api) => api.content.watchHistory({ pageSize: 20 }),
    method: "GET",
    path: "/api/members/watch-history",
    query: { page: "0", size: "20" },
    data: [],
    page,
  },
  {
    name: "recordWatchProgress",
    call: (api) => api.content.recordWatchProgress("v1", 42),
    method: "PUT",
    path: "/api/members/watch-history/v1",
    body: { positionSeconds: 42 },
  },
  {
    name: "removeFromWatchHistory",
    call: (api) => api.content.removeFromWatchHistory("v1"),
    method: "DELETE",
    path: "/api/members/watch-history/v1",
  },
  {
    name: "perks",
    call: (api) => api.content.perks(),
    method: "GET",
    path: "/api/members/perks",
  },
];

describe("content namespace (membershipBase, Bearer)", () => {
  it.each(rows)("$name", async (row) => {
    await expectCall(server, storefront, row, "/ms");
    expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it("refuses an empty handle instead of listing", async () => {
    await expect(storefront.api.content.getPost("")).rejects.toThrow(TypeError);
  });
});
