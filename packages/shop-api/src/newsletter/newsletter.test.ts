import { type ApiErrorBody, endpoints, type NewsletterSubscriber } from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const DEMO = "demo.localhost";
const MINIMAL = "minimal.localhost";

describe.each(testBackends())("newsletter sign-ups on $name", (backend) => {
  let shop: TestShop;
  let now = Date.parse("2026-11-20T10:00:00Z");
  let tokens: Awaited<ReturnType<typeof demoCallerTokens>>;

  beforeAll(async () => {
    shop = await openTestShop(backend, { clock: () => new Date(now) });
    tokens = await demoCallerTokens(shop.api.sessions);
  });
  afterAll(() => shop.close());

  const signUp = async (email: unknown, host = DEMO) => {
    const response = await shop.request(endpoints.newsletter.subscribe.path, {
      method: "POST",
      headers: { Host: host },
      body: JSON.stringify({ email }),
    });
    return { status: response.status, body: (await response.json()) as ApiErrorBody };
  };
  const list = async (token: string | null, host = DEMO) => {
    const response = await shop.request(endpoints.newsletter.listSubscribers.path, {
      headers: { Host: host, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    return {
      status: response.status,
      cache: response.headers.get("Cache-Control"),
      data: ((await response.json()) as { data: NewsletterSubscriber[] }).data,
    };
  };

  it("stores an address once per shop, answering the same whether it was new or not", async () => {
    expect((await signUp(" Fan@Example.com ")).status).toBe(202);
    now += 1000;
    expect((await signUp("fan@example.com")).status).toBe(202);
    now += 1000;
    expect((await signUp("other@example.com")).status).toBe(202);
    const answer = await list(tokens.creator);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("private, no-store");
    expect(answer.data).toEqual([
      { email: "other@example.com", subscribedAt: "2026-11-20T10:00:02.000Z" },
      { email: "fan@example.com", subscribedAt: "2026-11-20T10:00:00.000Z" },
    ]);
    // Another shop's list is its own.
    expect((await list(tokens.minimalCreator, MINIMAL)).data).toEqual([]);
  });

  it.each([
    ["not an address", "fan-at-example"],
    ["too long", `${"a".repeat(250)}@example.com`],
    ["not text", 42],
  ])("refuses an email that is %s with 400", async (_, email) => {
    const answer = await signUp(email);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ issues: [expect.objectContaining({ path: "email" })] });
  });

  it("lets only the shop's creator read the list", async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list(tokens.member)).status).toBe(403);
    expect((await list(tokens.minimalCreator)).status).toBe(403);
  });

  // Every request here comes from one client: the limit counts them all, so each test starts a
  // new minute where it needs one.
  it("refuses an 11th sign-up from one client within a minute", async () => {
    now += 61_000;
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push((await signUp(`fan${n}@example.com`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });
});
