import { afterAll, beforeAll, describe, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { type CallRow, expectCall, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

const rows: CallRow[] = [
  {
    name: "tiktok shows 8 posts by default",
    call: (api) => api.social.tiktok(),
    method: "GET",
    path: "/pod/app/shop_1/social/TIKTOK/feed",
    query: { limit: "8" },
    data: [],
  },
  {
    name: "youtube takes a limit and a channel handle",
    call: (api) => api.social.youtube({ limit: 3, handle: "@demo" }),
    method: "GET",
    path: "/pod/app/shop_1/social/YOUTUBE/feed",
    query: { limit: "3", handle: "@demo" },
    data: [],
  },
  {
    name: "instagram shows 8 posts by default",
    call: (api) => api.social.instagram(),
    method: "GET",
    path: "/pod/app/shop_1/social/INSTAGRAM/feed",
    query: { limit: "8" },
    data: [],
  },
];

describe("social namespace (storefrontApiBase)", () => {
  it.each(rows)("$name", (row) => expectCall(server, storefront, row, "/sf"));
});
