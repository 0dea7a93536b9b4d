import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopApi } from "../app";
import { createRecordingMail } from "../testing/recording-mail";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { createDatabaseRateLimiter } from "./rate-limit";
import { generateSecrets } from "./secrets";

describe.each(testBackends())("rate limits in the database on $name", (backend) => {
  let shop: TestShop;
  let now = Date.parse("2026-03-01T12:00:00Z");
  const clock = () => new Date(now);
  const limiter = (limit = 2) =>
    createDatabaseRateLimiter(shop.db, { limit, windowMs: 60_000, clock });

  beforeAll(async () => {
    shop = await openTestShop(backend);
  });
  afterAll(() => shop.close());

  it("allows `limit` hits a window per key, then refuses until the window ends", async () => {
    const login = limiter();
    expect((await login.hit("login:1.2.3.4")).allowed).toBe(true);
    now += 15_000;
    expect((await login.hit("login:1.2.3.4")).allowed).toBe(true);
    expect(await login.hit("login:1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await login.hit("login:5.6.7.8")).allowed).toBe(true);
    now += 45_000;
    expect(await login.hit("login:1.2.3.4")).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it("counts one key's hits on every node: two limiters over one database share the window", async () => {
    const nodeA = limiter();
    const nodeB = limiter();
    expect((await nodeA.hit("shared:1.2.3.4")).allowed).toBe(true);
    expect((await nodeB.hit("shared:1.2.3.4")).allowed).toBe(true);
    expect((await nodeA.hit("shared:1.2.3.4")).allowed).toBe(false);
    expect((await nodeB.hit("shared:1.2.3.4")).allowed).toBe(false);
  });

  it("loses no hit when nodes count the same key at once", async () => {
    const nodes = [limiter(10), limiter(10)];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => nodes[i % 2]?.hit("race:1.2.3.4")),
    );
    expect(answers.filter((answer) => answer?.allowed).length).toBe(10);
  });

  it("deletes ended windows, so old keys do not pile up", async () => {
    const sweeper = limiter();
    await sweeper.hit("old:1.2.3.4");
    now += 61_000;
    await sweeper.hit("new:1.2.3.4");
    const keys = await shop.db.selectFrom("rate_limit_windows").select("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["new:1.2.3.4"]);
  });

  it("refuses the 11th login of a minute from one IP, whichever node answered the others", async () => {
    const node = () =>
      createShopApi({
        db: shop.db,
        secrets: generateSecrets(),
        mail: createRecordingMail(),
        clock,
      });
    const nodes = [node(), node()];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await nodes[i % 2]?.app.request("http://localhost/api/auth/member/login", {
        method: "POST",
        headers: { Host: "demo.localhost", "Content-Type": "application/json" },
        body: JSON.stringify({ email: "member@demo.test", password: "wrong-pass" }),
      });
      statuses.push(response?.status ?? 0);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
