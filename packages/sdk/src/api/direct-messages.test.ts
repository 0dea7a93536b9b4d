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

const page = { pageNum: 0, pageSize: 20, totalElements: 0, totalPages: 0 };

const rows: CallRow[] = [
  {
    name: "list asks for the first page of 20 by default",
    call: (api) => api.directMessages.list(),
    method: "GET",
    path: "/api/direct-message/messages",
    query: { page: "0", size: "20" },
    data: [],
    page,
  },
  {
    name: "list turns the UI's page 3 into page 2",
    call: (api) => api.directMessages.list({ page: 3, pageSize: 5 }),
    method: "GET",
    path: "/api/direct-message/messages",
    query: { page: "2", size: "5" },
    data: [],
    page,
  },
  {
    name: "get",
    call: (api) => api.directMessages.get("th1"),
    method: "GET",
    path: "/api/direct-message/messages/th1",
  },
  {
    name: "send",
    call: (api) => api.directMessages.send({ body: "Hi!" }),
    method: "POST",
    path: "/api/direct-message/member/messages",
    body: { body: "Hi!" },
  },
  {
    name: "widget",
    call: (api) => api.directMessages.widget(),
    method: "GET",
    path: "/api/direct-message/member/widget",
    data: { unreadMessageCount: 3 },
  },
];

describe("directMessages namespace (membershipBase, Authorization: Bearer)", () => {
  it.each(rows)("$name", async (row) => {
    await expectCall(server, storefront, row, "/ms");
    expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });
});
