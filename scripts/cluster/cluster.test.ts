/**
 * Two nodes on one PostgreSQL behind nginx (issue 17): what a shopper, a member and a creator do
 * is the same whichever node answers. Needs `CLUSTER_DATABASE_URL` (a database this test may
 * empty) and nginx (`VITRINE_NGINX`, default /usr/sbin/nginx) with its cache-purge module;
 * `.ci/run` provides them.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ANALYTICS_CONSENT_COOKIE,
  AUTH_TOKEN_COOKIE,
  CART_TOKEN_COOKIE,
  type CompactProduct,
  endpoints,
  THEME_SETTINGS_API_PATH,
  THEMES_API_PATH,
  type ThemeVersion,
  unpackProduct,
} from "@vitrine/contract";
import { DEMO_CREDENTIALS, TEST_CARDS } from "@vitrine/contract/demo";
import { themeUploadOf } from "@vitrine/shop-api";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from "vitest";
import { type Cluster, NGINX_PATH, startCluster } from "./cluster";
import { NGINX_CACHE_PURGE_MODULE } from "./nginx-config";
import { ANSWER_CUT, type ShopAnswer, type ShopRequestInit, shopRequest } from "./shop-request";

const DATABASE_URL = process.env.CLUSTER_DATABASE_URL;
/**
 * A theme script whose content pages (`/pages/…`) start an `Atomics.waitAsync` with a timeout:
 * inside `isolated-vm` that aborts the process natively ("terminate called without an active
 * exception"). Its other pages are the default theme's, so the shop's trial before it goes live
 * passes, as a theme whose fault shows on one page only would.
 */
const CHAOS_THEME = `
const AbortingPage = () => {
  Atomics.waitAsync(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  return null;
};
export default { handle: "chaos", pages: { page: AbortingPage }, layouts: {}, translations: {}, settings: [], sections: null };
`;
const SHOP = "demo.localhost";

const missing = [
  DATABASE_URL ? null : "CLUSTER_DATABASE_URL",
  existsSync(NGINX_PATH) ? null : NGINX_PATH,
  existsSync(NGINX_CACHE_PURGE_MODULE) ? null : NGINX_CACHE_PURGE_MODULE,
].filter(Boolean);
if (missing.length > 0 && process.env.VITRINE_CLUSTER_REQUIRED) {
  throw new Error(`The cluster test needs ${missing.join(" and ")} (see .ci/run)`);
}

describe.skipIf(missing.length > 0)("two nodes on PostgreSQL behind nginx", () => {
  let cluster: Cluster;
  /** Through nginx, as every visitor. */
  const call = (path: string, init: ShopRequestInit = {}) =>
    shopRequest(cluster.port, SHOP, path, init);
  /** Straight to one node, past nginx and its cache. */
  const callNode = (index: number, path: string, init: ShopRequestInit = {}) => {
    const node = cluster.nodes[index];
    if (!node) throw new Error(`no node ${index}`);
    return shopRequest(Number(node.address.split(":")[1]), SHOP, path, init);
  };
  const dataOf = <T>(answer: ShopAnswer): T => {
    if (answer.status !== 200) throw new Error(`${answer.status}: ${answer.body}`);
    return (JSON.parse(answer.body) as { data: T }).data;
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  /**
   * Which node's address answered each of these requests, from nginx's log. nginx writes a line
   * once the answer has left, so the last one may come a moment after it; and a request it tried
   * again on the other node (a kept-alive connection the node had just closed) names both,
   * "127.0.0.1:1, 127.0.0.1:2", the last being the one that answered.
   */
  const upstreamsOf = async (requestIds: string[]) => {
    for (let tries = 1; ; tries += 1) {
      const lines = await cluster.accessLog();
      const found = requestIds.map((id) => lines.find((line) => line.includes(` ${id} `)));
      if (found.every((line) => line !== undefined) || tries === 40) {
        return found.map((line) =>
          line
            ?.match(/upstream=(.*?) upstream_status=/)?.[1]
            ?.split(", ")
            .at(-1),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** A call through nginx tagged with a request id, to find it in nginx's log. */
  const tagged = async (path: string, init: ShopRequestInit = {}) => {
    const id = randomUUID();
    const answer = await call(path, { ...init, headers: { ...init.headers, "X-Request-Id": id } });
    return { id, answer };
  };

  let workDir = "";
  let failed = false;
  beforeEach(() => {
    onTestFailed(() => {
      failed = true;
    });
  });

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "vitrine-cluster-test-"));
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query("drop schema if exists public cascade; create schema public");
    await client.end();
    cluster = await startCluster({
      databaseUrl: DATABASE_URL ?? "",
      nodes: 2,
      seed: true,
      workDir,
    });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
    // The nodes' and nginx's logs are what tells why a scenario failed: kept then.
    if (failed) console.log(`cluster logs kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  }, 60_000);

  /** Resolves once nginx sends requests to the node again (it rests a failed one for a while). */
  async function untilServing(index: number) {
    const address = cluster.nodes[index]?.address;
    for (let tries = 0; tries < 200; tries++) {
      const { id } = await tagged("/robots.txt");
      const [upstream] = await upstreamsOf([id]);
      if (upstream === address) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx does not send requests to ${address} again`);
  }

  it("a logout on one node holds on the other", async () => {
    const signedUp = dataOf<{ accessToken: string }>(
      await call(`${endpoints.auth.signupMember.path}?withLogin=true`, {
        json: {
          email: `cluster-${randomUUID()}@demo.test`,
          password: "cluster-pass-1",
          displayName: "Cluster Member",
        },
      }),
    );
    const token = signedUp.accessToken;
    for (const node of [0, 1]) {
      expect(
        (await callNode(node, endpoints.members.profile.path, { headers: bearer(token) })).status,
      ).toBe(200);
    }
    const logout = await tagged(endpoints.auth.logout.path, {
      method: "POST",
      headers: bearer(token),
    });
    expect(logout.answer.status).toBe(200);
    const [servedBy] = await upstreamsOf([logout.id]);
    expect(cluster.nodes.map((node) => node.address)).toContain(servedBy);
    for (const node of [0, 1]) {
      expect(
        (await callNode(node, endpoints.members.profile.path, { headers: bearer(token) })).status,
      ).toBe(401);
    }
    for (let i = 0; i < 4; i++) {
      expect((await call(endpoints.members.profile.path, { headers: bearer(token) })).status).toBe(
        401,
      );
    }
  });

  it("settings published through one node show on a page served by the other within a second", async () => {
    const creator = dataOf<{ accessToken: string }>(
      await call(endpoints.auth.loginCreator.path, {
        json: {
          email: DEMO_CREDENTIALS.creator.email,
          password: DEMO_CREDENTIALS.creator.password,
        },
      }),
    ).accessToken;
    // Both nodes and nginx hold the home page as it is now.
    for (const node of [0, 1]) expect((await callNode(node, "/")).status).toBe(200);
    expect((await call("/")).status).toBe(200);
    const opened = dataOf<{ revision: number; published: { settings: Record<string, unknown> } }>(
      await callNode(0, THEME_SETTINGS_API_PATH, { headers: bearer(creator) }),
    );
    // A width the page does not have yet, as the page's state block spells it.
    const logoWidth = opened.published.settings.logo_width === 333 ? 334 : 333;
    const shown = `"logo_width":${logoWidth}`;
    const published = await callNode(0, `${THEME_SETTINGS_API_PATH}/publish`, {
      headers: bearer(creator),
      json: {
        settings: { ...opened.published.settings, logo_width: logoWidth },
        baseRevision: opened.revision,
      },
    });
    expect(published.status).toBe(200);
    const publishedAt = performance.now();
    let firstShown: ShopAnswer | undefined;
    const shownAfter = async (get: () => Promise<ShopAnswer>, limitMs: number) => {
      while (performance.now() - publishedAt < limitMs) {
        const answer = await get();
        if (answer.body.includes(shown)) {
          firstShown = answer;
          return performance.now() - publishedAt;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return Number.POSITIVE_INFINITY;
    };
    // The other node's own caches (shop row, settings) are told by PostgreSQL (LISTEN/NOTIFY).
    const onOtherNode = await shownAfter(() => callNode(1, "/"), 1000);
    expect(onOtherNode).toBeLessThanOrEqual(1000);
    // nginx's copy is purged by the nodes that made it as soon as they hear of the change: the
    // first page with the change is a miss, not the expiry of the copy (EXPIRED, STALE).
    const throughNginx = await shownAfter(() => call("/"), 1000);
    expect(throughNginx).toBeLessThanOrEqual(1000);
    expect(firstShown?.headers["x-cache"]).toBe("MISS");
    console.log(
      `settings shown on the other node after ${onOtherNode.toFixed(0)} ms, through nginx after ${throughNginx.toFixed(0)} ms`,
    );
  });

  it("a publish scheduled through one node goes live once, on its own, and nginx's copy of the page is purged", async () => {
    const creator = dataOf<{ accessToken: string }>(
      await call(endpoints.auth.loginCreator.path, {
        json: {
          email: DEMO_CREDENTIALS.creator.email,
          password: DEMO_CREDENTIALS.creator.password,
        },
      }),
    ).accessToken;
    expect((await call("/")).status).toBe(200);
    const opened = dataOf<{ revision: number; published: { settings: Record<string, unknown> } }>(
      await callNode(0, THEME_SETTINGS_API_PATH, { headers: bearer(creator) }),
    );
    const versions = async () =>
      dataOf<unknown[]>(
        await callNode(1, `${THEME_SETTINGS_API_PATH}/versions`, { headers: bearer(creator) }),
      ).length;
    const before = await versions();
    const logoWidth = opened.published.settings.logo_width === 321 ? 322 : 321;
    const publishAt = Date.now() + 2000;
    const scheduled = await callNode(0, `${THEME_SETTINGS_API_PATH}/schedules`, {
      headers: bearer(creator),
      json: {
        settings: { ...opened.published.settings, logo_width: logoWidth },
        baseRevision: opened.revision,
        publishAt: new Date(publishAt).toISOString(),
      },
    });
    expect(scheduled.status).toBe(200);
    // Nobody asks for it: both nodes' timers race for it, and the edge's copy must go.
    let shownAt = Number.POSITIVE_INFINITY;
    while (Date.now() < publishAt + 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (Date.now() < publishAt) continue;
      if ((await call("/")).body.includes(`"logo_width":${logoWidth}`)) {
        shownAt = Date.now();
        break;
      }
    }
    expect(shownAt - publishAt).toBeLessThanOrEqual(3000);
    expect(await versions()).toBe(before + 1);
    console.log(
      `scheduled settings shown through nginx ${shownAt - publishAt} ms after their time`,
    );
  });

  it("a browser's copy of an anonymous page revalidates with a 304, from nginx and from a node", async () => {
    const page = await call("/products");
    const etag = String(page.headers.etag ?? "");
    expect(etag).toMatch(/^W\/"/);
    // nginx's copy, asked within its second: nginx answers for the copy it holds.
    const fromNginx = await call("/products", { headers: { "If-None-Match": etag } });
    expect(fromNginx.status).toBe(304);
    // Past nginx, the node that rendered a copy knows it current before rendering again.
    const ofNode = await callNode(0, "/products");
    const fromNode = await callNode(0, "/products", {
      headers: { "If-None-Match": String(ofNode.headers.etag) },
    });
    expect(fromNode.status).toBe(304);
    expect(fromNode.body).toBe("");
  });

  it("a cart filled on one node is paid on the other", async () => {
    const product = unpackProduct(
      dataOf<CompactProduct>(await call("/pod/products/night-owl-hoodie")),
    );
    const variant = product.variants[0];
    if (!variant) throw new Error("the hoodie has variants");
    const steps = [
      await tagged("/order/v3/cart/add", {
        json: { productId: product.id, variantId: variant.id, quantity: 1 },
      }),
    ];
    const cart = dataOf<{ token: string }>(steps[0]?.answer as ShopAnswer);
    steps.push(await tagged("/order/v3/checkouts", { json: { cartToken: cart.token } }));
    const checkout = dataOf<{ id: string }>(steps[1]?.answer as ShopAnswer);
    const path = `/order/v3/checkouts/${checkout.id}`;
    steps.push(
      await tagged(`${path}/information`, {
        method: "PUT",
        json: {
          email: "cluster@example.test",
          shippingAddress: {
            fullName: "Robin Lee",
            line1: "12 Main St",
            city: "Portland",
            region: "OR",
            postalCode: "97201",
            country: "us",
          },
        },
      }),
    );
    steps.push(
      await tagged(`${path}/shipping`, { method: "PUT", json: { shippingRateId: "express" } }),
    );
    steps.push(
      await tagged(`${path}/payment`, {
        method: "PUT",
        json: {
          paymentmethod: {
            cardNumber: TEST_CARDS.succeeds,
            expMonth: 12,
            expYear: 2030,
            cvc: "123",
          },
        },
      }),
    );
    for (const step of steps) expect(step.answer.status, step.answer.body).toBe(200);
    const paid = dataOf<{ status: string; order: { code: string } | null }>(
      steps[4]?.answer as ShopAnswer,
    );
    expect(paid.status).toBe("PAID");
    const upstreams = new Set(await upstreamsOf(steps.map((step) => step.id)));
    expect(upstreams.size).toBe(2);
  });

  it("an 11th login in a minute is refused, whichever node answers", async () => {
    const attempts: Array<{ id: string; answer: ShopAnswer }> = [];
    for (let i = 0; i < 11; i++) {
      attempts.push(
        await tagged(endpoints.auth.loginMember.path, {
          json: { email: DEMO_CREDENTIALS.member.email, password: "not-the-password" },
        }),
      );
    }
    expect(attempts.slice(0, 10).map((attempt) => attempt.answer.status)).toEqual(
      Array(10).fill(401),
    );
    expect(attempts[10]?.answer.status).toBe(429);
    const upstreams = new Set(await upstreamsOf(attempts.map((attempt) => attempt.id)));
    expect(upstreams.size).toBe(2);
    // A client naming another address gets no fresh count: nginx sends the one it saw.
    const spoofed = await call(endpoints.auth.loginMember.path, {
      headers: { "X-Forwarded-For": "198.51.100.7" },
      json: { email: DEMO_CREDENTIALS.member.email, password: DEMO_CREDENTIALS.member.password },
    });
    expect(spoofed.status).toBe(429);
    // Right password or not, and on either node: refused until the minute is over.
    for (const node of [0, 1]) {
      const again = await callNode(node, endpoints.auth.loginMember.path, {
        json: { email: DEMO_CREDENTIALS.member.email, password: DEMO_CREDENTIALS.member.password },
      });
      expect(again.status).toBe(429);
    }
  });

  it("a client that skips nginx is counted by its own address, whatever X-Forwarded-For it writes", async () => {
    // A route of its own (no other scenario counts against it), straight to a node from
    // 127.0.0.1: nginx reaches the nodes from 127.0.0.2, the one address they trust.
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const answer = await callNode(0, endpoints.auth.checkCreator.path, {
        headers: { "X-Forwarded-For": `198.51.100.${i}` },
        json: { email: "nobody@demo.test" },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("a JSON body nested past the limit is refused with 400, not walked", async () => {
    const deep = await call("/order/v3/cart/add", {
      body: `{"productId":${"[".repeat(30_000)}${"]".repeat(30_000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.body)).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("nginx keeps an answer only as the Host's shop's: an X-ShopId of another shop fills no copy of demo's", async () => {
    const path = `/pod/products?probe=${randomUUID()}`;
    const demo = dataOf<Array<{ id: string }>>(await callNode(0, path)).map((p) => p.id);
    const nodePort = Number(cluster.nodes[0]?.address.split(":")[1]);
    const plain = dataOf<Array<{ id: string }>>(
      await shopRequest(nodePort, "plain.localhost", path),
    ).map((p) => p.id);
    expect(plain).not.toEqual(demo);
    // An anonymous visitor naming the plain shop on demo's host, then anyone on demo's host.
    const forged = await call(path, { headers: { "X-ShopId": "shop_plain" } });
    // Once in a CI run nginx answered the call right after the forged one as a MISS, with no
    // purge between them in its log: the cause is not known. A copy is then kept from that call,
    // so the next ones read it; whichever request filled it, a HIT on demo's host is demo's.
    let next = await call(path);
    for (let tries = 1; next.headers["x-cache"] !== "HIT" && tries < 3; tries++) {
      next = await call(path);
    }
    expect(next.headers["x-cache"]).toBe("HIT");
    for (const answer of [forged, next]) {
      expect(dataOf<Array<{ id: string }>>(answer).map((p) => p.id)).toEqual(demo);
    }
  });

  it("nginx gives a cart holder, a member and a visitor who answered the consent question the one copy of a shared page, byte for byte, and passes the cart page to a node", async () => {
    const product = unpackProduct(
      dataOf<CompactProduct>(await call("/pod/products/night-owl-hoodie")),
    );
    const cart = dataOf<{ token: string }>(
      await call("/order/v3/cart/add", {
        json: { productId: product.id, variantId: product.variants[0]?.id, quantity: 2 },
      }),
    );
    const path = `/products/night-owl-hoodie?probe=${randomUUID()}`;
    const first = await call(path);
    expect(first.headers["x-cache"]).toBe("MISS");
    for (const Cookie of [
      `${CART_TOKEN_COOKIE}=${cart.token}`,
      `${AUTH_TOKEN_COOKIE}=not-checked-here; ${CART_TOKEN_COOKIE}=${cart.token}`,
      `${ANALYTICS_CONSENT_COOKIE}=granted`,
    ]) {
      const visitor = await call(path, { headers: { Cookie } });
      expect(visitor.headers["x-cache"], Cookie).toBe("HIT");
      expect(visitor.body).toBe(first.body);
    }
    const cartPage = await call("/cart", {
      headers: { Cookie: `${CART_TOKEN_COOKIE}=${cart.token}` },
    });
    expect(cartPage.headers["x-cache"]).toBe("BYPASS");
    expect(cartPage.headers["cache-control"]).toBe("private, no-store");
  });

  it("PostgreSQL ending every connection and refusing new ones for a while (pg_terminate_backend, 57P01): the nodes stay up, /readyz is 503 meanwhile and 200 after, and later requests succeed", async () => {
    const databaseName = new URL(DATABASE_URL ?? "").pathname.slice(1);
    // The database's owner may close it to connections from another database of the server.
    const maintenance = new URL(DATABASE_URL ?? "");
    maintenance.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: maintenance.toString() });
    await admin.connect();
    const readyz = () =>
      Promise.all([0, 1].map(async (node) => (await callNode(node, "/readyz")).status));
    const until = async (wanted: number) => {
      for (let tries = 0; tries < 100; tries++) {
        const statuses = await readyz();
        if (statuses.every((status) => status === wanted)) return statuses;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return readyz();
    };
    const product = unpackProduct(
      dataOf<CompactProduct>(await call("/pod/products/night-owl-hoodie")),
    );
    const cartAdd = {
      json: { productId: product.id, variantId: product.variants[0]?.id, quantity: 1 },
    };
    const addToCart = () => call("/order/v3/cart/add", cartAdd);
    try {
      // Cart adds in flight while every connection is ended: each may fail with a 500, none may
      // end a node (nginx's 502) or have its connection cut.
      const inFlight = Array.from({ length: 20 }, () =>
        addToCart().then(
          (answer) => answer.status,
          (error: Error) => error.message,
        ),
      );
      await admin.query(`alter database "${databaseName}" allow_connections false`);
      // The nodes' own connections: an autovacuum worker may be in the database too, and only a
      // superuser may end it.
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and usename = current_user and backend_type = 'client backend'`,
        [databaseName],
      );
      expect(rowCount).toBeGreaterThan(0);
      const outcomes = await Promise.all(inFlight);
      expect(outcomes.filter((outcome) => outcome !== 200 && outcome !== 500)).toEqual([]);
      expect(await until(503)).toEqual([503, 503]);
      // While it is closed, a call that needs it fails, and nothing more.
      for (const node of [0, 1]) {
        expect((await callNode(node, "/order/v3/cart/add", cartAdd)).status).toBe(500);
      }
      expect(cluster.nodes.map((node) => node.running())).toEqual([true, true]);
    } finally {
      await admin.query(`alter database "${databaseName}" allow_connections true`);
      await admin.end();
    }
    expect(await until(200)).toEqual([200, 200]);
    expect(cluster.nodes.map((node) => node.running())).toEqual([true, true]);
    const after: number[] = [];
    for (let i = 0; i < 6; i++) after.push((await addToCart()).status);
    expect(after).toEqual(Array(6).fill(200));
  });

  /**
   * Pages (each at an address of its own, so nginx passes them to a node) and cart adds sent at a
   * steady pace while `interrupt` stops a node a third of the way in.
   */
  async function loadWhile(interrupt: () => Promise<unknown>) {
    const product = unpackProduct(
      dataOf<CompactProduct>(await call("/pod/products/night-owl-hoodie")),
    );
    // Settled as they are sent: a connection cut while the load still runs is an outcome to
    // count, not an unhandled rejection.
    const settle = (answer: Promise<ShopAnswer>) =>
      Promise.allSettled([answer]).then(([one]) => one);
    const reads: Promise<PromiseSettledResult<ShopAnswer> | undefined>[] = [];
    const adds: Promise<PromiseSettledResult<ShopAnswer> | undefined>[] = [];
    const TOTAL = 300;
    let interrupted: Promise<unknown> = Promise.resolve();
    for (let i = 0; i < TOTAL; i++) {
      reads.push(settle(call(`/products?load=${i}`)));
      if (i % 3 === 0) {
        adds.push(
          settle(
            call("/order/v3/cart/add", {
              json: { productId: product.id, variantId: product.variants[0]?.id, quantity: 1 },
            }),
          ),
        );
      }
      if (i === TOTAL / 3) interrupted = interrupt();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await interrupted;
    const outcome = (settled: PromiseSettledResult<ShopAnswer> | undefined) =>
      settled?.status === "fulfilled" ? settled.value.status : String(settled?.reason?.message);
    const readOutcomes = (await Promise.all(reads)).map(outcome);
    const addSettled = await Promise.all(adds);
    const addOutcomes = addSettled.map(outcome);
    const savedCarts = addSettled.flatMap((settled) =>
      settled?.status === "fulfilled" && settled.value.status === 200
        ? [(JSON.parse(settled.value.body) as { data: { token: string } }).data.token]
        : [],
    );
    return { readOutcomes, addOutcomes, savedCarts };
  }

  /** Every cart a shopper was answered about is in the database and answers through nginx. */
  async function expectKept(tokens: string[]) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ token: string }>(
      "select token from carts where token = any($1)",
      [tokens],
    );
    await client.end();
    expect(rows.length).toBe(tokens.length);
    for (const token of tokens.slice(0, 5)) {
      expect((await call(`/order/v3/cart?cartToken=${token}`)).status).toBe(200);
    }
  }

  const tally = (outcomes: Array<number | string>) => {
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  };

  it("a theme that aborts its render worker is live on one shop while another is under load: that one loses no request, every page answers, both nodes stay up", async () => {
    const MINIMAL = "minimal.localhost";
    const onMinimal = (path: string, init: ShopRequestInit = {}) =>
      shopRequest(cluster.port, MINIMAL, path, init);
    const { accessToken } = dataOf<{ accessToken: string }>(
      await onMinimal(endpoints.auth.loginCreator.path, { json: DEMO_CREDENTIALS.minimalCreator }),
    );
    const creator = bearer(accessToken);
    const before = dataOf<ThemeVersion[]>(await onMinimal(THEMES_API_PATH, { headers: creator }));
    const live = before.find((version) => version.live);
    // The pages the shop tries before a version goes live render; a content page aborts V8
    // natively inside the isolate, which ends the worker process hosting it.
    const published = await onMinimal(THEMES_API_PATH, {
      headers: creator,
      json: themeUploadOf({
        handle: "chaos",
        entry: "theme.js",
        files: { "theme.js": CHAOS_THEME },
      }),
    });
    expect(published.status, published.body).toBe(201);
    const settle = (answer: Promise<ShopAnswer>) =>
      answer.then(
        (done) => done.status,
        (error: Error) => error.message,
      );
    const reads: Promise<number | string>[] = [];
    const hostile: Promise<number | string>[] = [];
    for (let i = 0; i < 150; i++) {
      // An address of its own: every read is rendered by a node, not served from nginx's copy
      // (a cart no longer is: the pages are shared).
      reads.push(settle(call(`/products?chaos=${i}`)));
      if (i % 5 === 0) hostile.push(settle(onMinimal(`/pages/about?chaos=${i}`)));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(tally(await Promise.all(reads))).toEqual({ 200: 150 });
    // The visitors of the hostile theme get its pages rendered in their browsers.
    expect(tally(await Promise.all(hostile))).toEqual({ 200: 30 });
    for (const node of [0, 1]) expect((await callNode(node, "/readyz")).status).toBe(200);
    // Each node takes the version off its server at its third charged crash; a worker comes back
    // in a few hundred milliseconds, so a loaded machine may need more visits than the load made.
    const chaosHealth = async () =>
      dataOf<ThemeVersion[]>(await onMinimal(THEMES_API_PATH, { headers: creator })).find(
        (version) => version.handle === "chaos",
      )?.health;
    for (let visit = 0; visit < 100 && (await chaosHealth())?.state !== "quarantined"; visit++) {
      expect((await onMinimal(`/pages/about?visit=${visit}`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await chaosHealth()).toMatchObject({ state: "quarantined", kind: "crash" });
    if (live) {
      const back = await onMinimal(`${THEMES_API_PATH}/live`, {
        headers: creator,
        json: { handle: live.handle, version: live.version },
      });
      expect(back.status).toBe(200);
    }
  });

  it("a node stopped mid-load (SIGTERM) drains: no request is lost, no data either", async () => {
    const node = cluster.nodes[0];
    if (!node) throw new Error("two nodes");
    const { readOutcomes, addOutcomes, savedCarts } = await loadWhile(() => node.stop("SIGTERM"));
    // Reads a draining node refused went to the other one; a cart add it refused (503, before
    // doing anything) is the shopper's to send again, and none was cut halfway.
    expect(readOutcomes.filter((outcome) => outcome !== 200)).toEqual([]);
    expect(addOutcomes.filter((outcome) => outcome !== 200 && outcome !== 503)).toEqual([]);
    await expectKept(savedCarts);
    console.log(
      `SIGTERM mid-load: reads ${JSON.stringify(tally(readOutcomes))}, cart adds ${JSON.stringify(tally(addOutcomes))}`,
    );
    await node.start();
    expect((await callNode(0, "/readyz")).status).toBe(200);
    await untilServing(0);
  });

  it("a node killed mid-load (SIGKILL): nginx resends what it may, and no data is lost", async () => {
    const node = cluster.nodes[1];
    if (!node) throw new Error("two nodes");
    const { readOutcomes, addOutcomes, savedCarts } = await loadWhile(() => node.stop("SIGKILL"));
    // Only an answer the dead node had begun to send cannot be resent: the connection is cut
    // (ANSWER_CUT). nginx never answers a read with its own error: it tried the other node.
    const failedReads = readOutcomes.filter((outcome) => outcome !== 200);
    expect(failedReads.filter((outcome) => outcome !== ANSWER_CUT)).toEqual([]);
    expect(failedReads.length).toBeLessThan(readOutcomes.length / 10);
    expect(
      addOutcomes.filter(
        (outcome) => typeof outcome === "number" && outcome !== 200 && outcome !== 502,
      ),
    ).toEqual([]);
    await expectKept(savedCarts);
    console.log(
      `SIGKILL mid-load: reads ${JSON.stringify(tally(readOutcomes))}, cart adds ${JSON.stringify(tally(addOutcomes))}`,
    );
    await node.start();
    expect((await callNode(1, "/readyz")).status).toBe(200);
    await untilServing(1);
  });
});
