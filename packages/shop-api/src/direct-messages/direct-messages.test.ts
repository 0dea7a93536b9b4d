import type {
  DataResponse,
  DirectMessage,
  DirectMessageThread,
  DirectMessageThreadDetail,
  DirectMessageWidget,
  ListResponse,
} from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type DemoUser, demoTokens } from "../members/test-sessions";
import { seedId } from "../seed/seed-id";
import { demoUserId } from "../seed/shops-seed";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const memberThread = seedId("dmt", "member@demo.test");

describe.each(testBackends())("direct messages on $name", (backend) => {
  let shop: TestShop;
  let tokens: Record<DemoUser, string>;
  beforeAll(async () => {
    shop = await openTestShop(backend);
    tokens = await demoTokens(shop);
  });
  afterAll(() => shop.close());

  const get = <T>(user: DemoUser, path: string) =>
    shop.json<T>(path, { headers: bearer(tokens[user]) });
  const widget = async (user: DemoUser) =>
    (await get<DataResponse<DirectMessageWidget>>(user, "/api/direct-message/member/widget")).data
      .unreadMessageCount;
  const send = (user: DemoUser, body: unknown) =>
    shop.request("/api/direct-message/member/messages", {
      method: "POST",
      headers: bearer(tokens[user]),
      body: JSON.stringify(body),
    });

  it("lists the member's own thread with the creator as counterpart and its unread count", async () => {
    const list = await get<ListResponse<DirectMessageThread>>(
      "member",
      "/api/direct-message/messages?page=0&size=20",
    );
    expect(list.page).toMatchObject({ pageNum: 0, pageSize: 20, totalElements: 1 });
    expect(list.data[0]).toMatchObject({
      id: memberThread,
      counterpart: {
        id: demoUserId("creator@demo.test"),
        type: "CREATOR",
        displayName: "Maya Ortiz",
      },
      unreadCount: 3,
    });
    expect(list.data[0]?.lastMessage?.body).toBe("Tell me what you think!");
  });

  it("counts unread messages for the widget", async () => {
    expect(await widget("member")).toBe(3);
    expect(await widget("free")).toBe(0);
  });

  it("withholds a locked message's body from the member but shows its price", async () => {
    const thread = await get<DataResponse<DirectMessageThreadDetail>>(
      "member",
      `/api/direct-message/messages/${memberThread}`,
    );
    const locked = thread.data.messages.find((m) => m.locked);
    expect(locked).toMatchObject({ body: "", unlockPrice: 300 });
    expect(thread.data.messages.map((m) => m.createdAt)).toEqual(
      [...thread.data.messages.map((m) => m.createdAt)].sort(),
    );
  });

  it("marks the thread read when the member opens it", async () => {
    expect(await widget("member")).toBe(0);
    const list = await get<ListResponse<DirectMessageThread>>(
      "member",
      "/api/direct-message/messages",
    );
    expect(list.data[0]?.unreadCount).toBe(0);
  });

  it("answers 404 to a member opening another member's thread", async () => {
    const response = await shop.request(`/api/direct-message/messages/${memberThread}`, {
      headers: bearer(tokens.other),
    });
    expect(response.status).toBe(404);
  });

  it("sends a member's message to the creator, who sees it unread, with the locked body in full", async () => {
    const response = await send("other", { body: "  See you Friday!  " });
    const message = ((await response.json()) as DataResponse<DirectMessage>).data;
    expect(message).toMatchObject({
      body: "See you Friday!",
      locked: false,
      sender: { id: demoUserId("other@demo.test"), type: "MEMBER" },
    });
    const list = await get<ListResponse<DirectMessageThread>>(
      "creator",
      "/api/direct-message/messages",
    );
    expect(list.data[0]).toMatchObject({ id: seedId("dmt", "other@demo.test"), unreadCount: 1 });
    const creatorView = await get<DataResponse<DirectMessageThreadDetail>>(
      "creator",
      `/api/direct-message/messages/${memberThread}`,
    );
    expect(creatorView.data.messages.find((m) => m.locked)?.body).toBe(
      "Here is a first look at the green hoodie, members only.",
    );
  });

  it("starts a thread on a member's first message", async () => {
    expect((await send("cancelled", { body: "Hello" })).status).toBe(200);
    const list = await get<ListResponse<DirectMessageThread>>(
      "cancelled",
      "/api/direct-message/messages",
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]?.lastMessage?.body).toBe("Hello");
  });

  it("refuses an empty or too long message (400), a creator sending (403), a visitor (401)", async () => {
    expect((await send("member", { body: "   " })).status).toBe(400);
    expect((await send("member", { body: "x".repeat(2001) })).status).toBe(400);
    expect((await send("creator", { body: "hi" })).status).toBe(403);
    expect(
      (
        await shop.request("/api/direct-message/member/messages", {
          method: "POST",
          body: JSON.stringify({ body: "hi" }),
        })
      ).status,
    ).toBe(401);
  });

  it("pages the creator's threads and hides those of shadowbanned members", async () => {
    const before = await get<ListResponse<DirectMessageThread>>(
      "creator",
      "/api/direct-message/messages?page=0&size=2",
    );
    expect(before.data).toHaveLength(2);
    expect(before.page.totalElements).toBe(4);
    expect(before.page.totalPages).toBe(2);
    await shop.request("/api/creators/shadowban", {
      method: "POST",
      headers: bearer(tokens.creator),
      body: JSON.stringify({ memberId: demoUserId("free@demo.test") }),
    });
    const after = await get<ListResponse<DirectMessageThread>>(
      "creator",
      "/api/direct-message/messages?page=0&size=20",
    );
    expect(after.page.totalElements).toBe(3);
    expect(after.data.some((t) => t.counterpart.id === demoUserId("free@demo.test"))).toBe(false);
  });
});
