import {
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_STATS_PATH,
  type AnalyticsEventRecord,
  type AnalyticsStats,
  type DataResponse,
} from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, demoTokens } from "../members/test-sessions";
import { MINIMAL_SHOP_ID } from "../seed/shops-seed";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const NOW = new Date("2026-11-24T15:00:00.000Z");

function record(overrides: Partial<AnalyticsEventRecord> = {}): AnalyticsEventRecord {
  return {
    name: "page_view",
    payload: { title: "Home" },
    timestamp: NOW.toISOString(),
    path: "/",
    visitorId: "v_visitor01",
    sessionId: "s_session01",
    ...overrides,
  };
}

describe.each(testBackends())("analytics on $name", (backend) => {
  let shop: TestShop;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let clock = NOW;

  beforeAll(async () => {
    shop = await openTestShop(backend, { clock: () => clock });
    tokens = await demoTokens(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  const send = (body: string, contentType = "text/plain;charset=UTF-8", host = "demo.localhost") =>
    shop.request(ANALYTICS_EVENTS_PATH, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Host: host },
    });
  const stats = async (token = tokens.creator) =>
    (
      await shop.json<DataResponse<AnalyticsStats>>(ANALYTICS_STATS_PATH, {
        headers: bearer(token),
      })
    ).data.days;

  it("a batch sent as sendBeacon sends it (text/plain) is stored and counted on today's row", async () => {
    const before = (await stats()).at(-1);
    const response = await send(
      JSON.stringify({
        events: [
          record(),
          record({ path: "/products/tee" }),
          record({ name: "add_to_cart", payload: { productId: "p1", quantity: 1 } }),
          record({ name: "purchase", payload: { orderId: "o1", total: 2500, currency: "USD" } }),
          record({ name: "product_view", payload: { productId: "p1" } }),
        ],
      }),
    );
    expect(response.status).toBe(204);
    const today = (await stats()).at(-1);
    expect(today).toEqual({
      date: "2026-11-24",
      pageViews: (before?.pageViews ?? 0) + 2,
      addToCarts: (before?.addToCarts ?? 0) + 1,
      purchases: (before?.purchases ?? 0) + 1,
    });
  });

  it("a JSON batch is accepted too (the fetch keepalive fallback)", async () => {
    const response = await send(JSON.stringify({ events: [record()] }), "application/json");
    expect(response.status).toBe(204);
  });

  it("the figures are the last seven UTC days, oldest first, zero where nothing happened", async () => {
    const days = await stats();
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
    ]);
    expect(days[0]).toEqual({ date: "2026-11-18", pageViews: 0, addToCarts: 0, purchases: 0 });
  });

  it("an event counts on the day the server received it, and leaves the window after seven days", async () => {
    clock = new Date("2026-11-25T09:00:00.000Z");
    const viewsBefore = (await stats()).find((day) => day.date === "2026-11-25")?.pageViews;
    await send(JSON.stringify({ events: [record({ timestamp: "2020-01-01T00:00:00.000Z" })] }));
    expect((await stats()).find((day) => day.date === "2026-11-25")?.pageViews).toBe(
      (viewsBefore ?? 0) + 1,
    );
    clock = new Date("2026-12-02T09:00:00.000Z");
    expect((await stats()).every((day) => day.pageViews === 0)).toBe(true);
    clock = NOW;
  });

  it("each shop counts only its own events", async () => {
    const ownViews = (await stats()).at(-1)?.pageViews;
    expect(
      (await send(JSON.stringify({ events: [record()] }), undefined, "minimal.localhost")).status,
    ).toBe(204);
    expect((await stats()).at(-1)?.pageViews).toBe(ownViews);
  });

  it.each([
    ["not JSON", "{events"],
    ["no events", JSON.stringify({ events: [] })],
    ["an unknown event name", JSON.stringify({ events: [record({ name: "login" as never })] })],
    ["a path with a query string", JSON.stringify({ events: [record({ path: "/?email=a@b.c" })] })],
    [
      "a visitor id that is not a random id",
      JSON.stringify({ events: [record({ visitorId: "sam@example.com" })] }),
    ],
    [
      "a nested payload",
      JSON.stringify({ events: [record({ payload: { user: { email: "x" } } as never })] }),
    ],
    [
      "a field the contract does not name",
      JSON.stringify({ events: [{ ...record(), email: "sam@example.com" }] }),
    ],
    [
      "a payload over the byte limit",
      JSON.stringify({
        events: [
          record({ payload: { a: "x".repeat(500), b: "y".repeat(500), c: "z".repeat(100) } }),
        ],
      }),
    ],
    [
      "more events than a batch may carry",
      JSON.stringify({
        events: Array.from({ length: ANALYTICS_MAX_EVENTS_PER_BATCH + 1 }, () => record()),
      }),
    ],
  ])("a batch with %s is refused with a 400 naming the problem", async (_, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("a body over the batch byte limit is refused with a 413", async () => {
    const response = await send("x".repeat(ANALYTICS_MAX_BATCH_BYTES + 1));
    expect(response.status).toBe(413);
  });

  it("text/plain is read on the analytics sink only: elsewhere it stays a 415", async () => {
    const response = await shop.request("/api/creators/shadowban", {
      method: "POST",
      body: JSON.stringify({ memberId: "x" }),
      headers: { "Content-Type": "text/plain", ...bearer(tokens.creator) },
    });
    expect(response.status).toBe(415);
  });

  it("only the shop's creator reads the figures: a visitor gets 401, a member 403", async () => {
    expect((await shop.request(ANALYTICS_STATS_PATH)).status).toBe(401);
    expect(
      (await shop.request(ANALYTICS_STATS_PATH, { headers: bearer(tokens.member) })).status,
    ).toBe(403);
  });

  it("another shop's creator reads nothing here: their token is no session on this shop (401)", async () => {
    const otherCreator = await shop.api.sessions.sign({
      sub: "usr_minimal_creator",
      user_type: "CREATOR",
      shop_id: MINIMAL_SHOP_ID,
    });
    expect(
      (await shop.request(ANALYTICS_STATS_PATH, { headers: bearer(otherCreator) })).status,
    ).toBe(401);
  });
});
