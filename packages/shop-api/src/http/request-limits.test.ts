import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { serve } from "@hono/node-server";
import { THEME_SETTINGS_API_PATH } from "@vitrine/contract";
import { Client, type Dispatcher, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, demoTokens } from "../members/test-sessions";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, MAX_THEME_SETTINGS_BYTES } from "./request-limits";
import { unstorablePath } from "./storable-text";

describe("text the database can store", () => {
  it("finds NUL and lone UTF-16 halves anywhere in a body, keys included", () => {
    expect(unstorablePath({ a: "fine", b: ["ok", { c: "émoji 🎉" }] })).toBeNull();
    expect(unstorablePath({ items: [{ name: "ok" }, { name: "x\u0000" }] })).toBe("items.1.name");
    expect(unstorablePath({ "k\u0000": 1 })).toBe("k\u0000");
    expect(unstorablePath({ note: "half \ud83d" })).toBe("note");
    expect(unstorablePath("\udc00")).toBe("body");
  });
});

describe.each(testBackends())("every call refuses bad input with a 4xx on $name", (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(backend);
  });
  afterAll(() => shop.close());

  /** Every route the API has, its `:params` filled with `value`. */
  const everyRoute = (value: string) => {
    const routes = new Map<string, { method: string; path: string; hasParams: boolean }>();
    for (const route of shop.api.app.routes) {
      if (route.method === "ALL") continue;
      const path = route.path.replace(/:[A-Za-z]+/g, value).replace(/\/\*$/, `/${value}`);
      routes.set(`${route.method} ${path}`, {
        method: route.method,
        path,
        hasParams: path !== route.path,
      });
    }
    return [...routes.values()];
  };

  const codeOf = async (response: Response) =>
    `${response.status} ${((await response.json()) as { code?: string }).code}`;

  it("answers 400 VALIDATION_ERROR to a NUL in any path parameter, query value or JSON field", async () => {
    const answers: string[] = [];
    for (const { method, path, hasParams } of everyRoute("a%00b")) {
      const withBody = method !== "GET" && method !== "HEAD";
      if (hasParams) {
        const inPath = await shop.request(path, { method });
        answers.push(`${method} ${path} (path): ${await codeOf(inPath)}`);
      }
      const clean = path.replaceAll("a%00b", "abc");
      const inQuery = await shop.request(`${clean}?cartToken=a%00b&pageNum=0`, { method });
      answers.push(`${method} ${clean} (query): ${await codeOf(inQuery)}`);
      if (withBody) {
        const inBody = await shop.request(clean, {
          method,
          body: JSON.stringify({ email: "a\u0000@b.test", nested: [{ name: "x\u0000" }] }),
        });
        answers.push(`${method} ${clean} (body): ${await codeOf(inBody)}`);
      }
    }
    expect(answers.length).toBeGreaterThan(120);
    expect(answers.filter((answer) => !answer.endsWith(": 400 VALIDATION_ERROR"))).toEqual([]);
  });

  it("answers 400 VALIDATION_ERROR, before reading it, to a JSON body nested past the limit on every call that takes one", async () => {
    // Under 64 KB, valid JSON, and 30,000 levels deep: as a text batch for analytics too.
    const deep = `{"items":${"[".repeat(30_000)}${"]".repeat(30_000)}}`;
    const answers: string[] = [];
    for (const { method, path } of everyRoute("abc")) {
      if (method === "GET" || method === "HEAD") continue;
      const response = await shop.request(path, { method, body: deep });
      answers.push(`${method} ${path}: ${await codeOf(response)}`);
    }
    expect(answers.length).toBeGreaterThan(60);
    expect(answers.filter((answer) => !answer.endsWith(": 400 VALIDATION_ERROR"))).toEqual([]);
    const justDeepEnough = JSON.stringify({
      email: "free@demo.test",
      nested: JSON.parse(`${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}`),
    });
    const fits = await shop.request("/api/auth/forgot-password", {
      method: "POST",
      body: justDeepEnough,
    });
    expect(fits.status).toBe(200);
  });

  const bigJson = () =>
    JSON.stringify({ productId: "x".repeat(10 * 1024 * 1024), variantId: "v", quantity: 1 });

  it("refuses a JSON body over 64 KB with 413, with or without Content-Length", async () => {
    const counted = await shop.request("/order/v3/cart/add", {
      method: "POST",
      headers: { "Content-Length": String(Buffer.byteLength(bigJson())) },
      body: bigJson(),
    });
    expect(await codeOf(counted)).toBe("413 PAYLOAD_TOO_LARGE");

    const streamed = await shop.request("/order/v3/cart/add", {
      method: "POST",
      body: new Blob([bigJson()]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(await codeOf(streamed)).toBe("413 PAYLOAD_TOO_LARGE");

    const justUnder = JSON.stringify({ note: "x".repeat(MAX_JSON_BODY_BYTES - 20) });
    const fits = await shop.request("/api/auth/forgot-password", {
      method: "POST",
      body: justUnder,
    });
    expect(fits.status).toBe(400);
  });

  it("lets a theme settings write past 64 KB (the home page's sections) up to 1 MB", async () => {
    const body = (bytes: number) => JSON.stringify({ settings: { note: "x".repeat(bytes) } });
    const past64 = await shop.request(`${THEME_SETTINGS_API_PATH}/draft`, {
      method: "PUT",
      body: body(MAX_JSON_BODY_BYTES * 2),
    });
    // Through the limit: the handler asks who is calling.
    expect(past64.status).toBe(401);
    const over = await shop.request(`${THEME_SETTINGS_API_PATH}/publish`, {
      method: "POST",
      body: body(MAX_THEME_SETTINGS_BYTES),
    });
    expect(await codeOf(over)).toBe("413 PAYLOAD_TOO_LARGE");
  });

  /**
   * The app served by Node, as in production, and a request to it through undici, on a connection
   * of its own unless one from `connection()` is given: headers as given, the body in one piece
   * (with the Content-Length given, or none) or in chunks (sent chunked).
   */
  async function overHttp() {
    const server = serve({ fetch: shop.api.app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const opened: Client[] = [];
    /** One connection, kept alive between the calls given it. */
    const connection = () => {
      const client = new Client(origin);
      opened.push(client);
      return client;
    };
    const send = async (
      method: string,
      path: string,
      headers: Record<string, string>,
      body?: string | string[],
      dispatcher: Dispatcher = connection(),
    ) => {
      const answer = await request(`${origin}${path}`, {
        method,
        headers,
        body: Array.isArray(body) ? Readable.from(body) : body,
        dispatcher,
      });
      return { status: answer.statusCode, text: await answer.body.text() };
    };
    const close = async () => {
      await Promise.all(opened.map((client) => client.destroy()));
      await new Promise((resolve) => server.close(resolve));
    };
    return { send, connection, close };
  }

  const jsonHeaders = (body: string) => ({
    Host: "demo.localhost",
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(body)),
  });

  /** Sent with a body in chunks: undici then sends it chunked, with no length to judge it by. */
  const chunkedJson = { Host: "demo.localhost", "Content-Type": "application/json" };

  it("over HTTP, a request with no Content-Length or Transfer-Encoding has no body: a browser's bare DELETE passes, a plain-text POST does not", async () => {
    const { send, close } = await overHttp();
    const { free } = await demoTokens(shop);
    try {
      const headers = { Host: "demo.localhost", ...bearer(free) };
      expect((await send("DELETE", "/api/members/integrations/discord", headers)).status).toBe(200);
      const plain = JSON.stringify({ email: "free@demo.test" });
      const asText = await send(
        "POST",
        "/api/auth/forgot-password",
        {
          ...headers,
          "Content-Type": "text/plain",
          "Content-Length": String(Buffer.byteLength(plain)),
        },
        plain,
      );
      expect(asText.status).toBe(415);
    } finally {
      await close();
    }
  });

  it("over HTTP, a JSON body read from Node's stream meets the same limits: taken, checked, refused past 64 KB with or without Content-Length", async () => {
    const { send, connection, close } = await overHttp();
    const codeOfText = (text: string) => (JSON.parse(text) as { code?: string }).code;
    try {
      const add = JSON.stringify({
        productId: "sticker-pack-vol-1",
        variantId: "sticker-pack-vol-1-v1",
        quantity: 1,
      });
      const added = await send("POST", "/order/v3/cart/add", jsonHeaders(add), add);
      expect(added.status).toBe(200);
      expect(JSON.parse(added.text)).toMatchObject({ data: { items: [{ quantity: 1 }] } });

      const split = await send("POST", "/order/v3/cart/add", chunkedJson, [
        add.slice(0, 10),
        add.slice(10),
      ]);
      expect(split.status).toBe(200);

      const withNul = JSON.stringify({ email: "a\u0000@b.test" });
      const nul = await send("POST", "/api/auth/forgot-password", jsonHeaders(withNul), withNul);
      expect([nul.status, codeOfText(nul.text)]).toEqual([400, "VALIDATION_ERROR"]);

      const notJson = "{ not json";
      const broken = await send("POST", "/order/v3/cart/add", jsonHeaders(notJson), notJson);
      expect([broken.status, codeOfText(broken.text)]).toEqual([400, "VALIDATION_ERROR"]);

      const big = bigJson();
      const counted = await send("POST", "/order/v3/cart/add", jsonHeaders(big), big);
      expect([counted.status, codeOfText(counted.text)]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
      // 160 KB in chunks, with no length to refuse it by.
      const oversized = [
        '{"productId":"',
        ...Array.from({ length: 20 }, () => "x".repeat(8 * 1024)),
        '"}',
      ];
      const streamed = await send("POST", "/order/v3/cart/add", chunkedJson, oversized);
      expect([streamed.status, codeOfText(streamed.text)]).toEqual([413, "PAYLOAD_TOO_LARGE"]);

      // The refused body's connection closes: a client that keeps connections alive asks again.
      const keptAlive = connection();
      const refusedThenAsked = [
        await send("POST", "/order/v3/cart/add", chunkedJson, oversized, keptAlive),
        await send("POST", "/order/v3/cart/add", jsonHeaders(add), add, keptAlive),
      ];
      expect(refusedThenAsked.map(({ status }) => status)).toEqual([413, 200]);

      const settings = JSON.stringify({ settings: { note: "x".repeat(MAX_JSON_BODY_BYTES * 2) } });
      const past64 = await send(
        "PUT",
        `${THEME_SETTINGS_API_PATH}/draft`,
        jsonHeaders(settings),
        settings,
      );
      // Through the limit: the handler asks who is calling.
      expect(past64.status).toBe(401);
    } finally {
      await close();
    }
  });

  it("answers 415 to a body that is not sent as JSON, so no other site can post a plain form", async () => {
    const body = JSON.stringify({ productId: "p", variantId: "v", quantity: 1 });
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "text/plain; charset=utf-8",
    ]) {
      for (const path of [
        "/order/v3/cart/add",
        "/api/auth/forgot-password",
        "/api/auth/member/signup",
      ]) {
        const response = await shop.request(path, {
          method: "POST",
          headers: { "Content-Type": type },
          body,
        });
        expect(await codeOf(response), `${path} as ${type}`).toBe("415 UNSUPPORTED_MEDIA_TYPE");
      }
    }
    const form = new FormData();
    form.set("email", "free@demo.test");
    // Straight to the app: the test shop's request() would label the form as JSON.
    const multipart = await shop.api.app.request("http://localhost/api/auth/forgot-password", {
      method: "POST",
      headers: { Host: "demo.localhost" },
      body: form,
    });
    expect(await codeOf(multipart)).toBe("415 UNSUPPORTED_MEDIA_TYPE");
  });

  it("takes JSON with a charset, and a POST with no body at all", async () => {
    const charset = await shop.request("/api/auth/forgot-password", {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=UTF-8" },
      body: JSON.stringify({ email: "nobody@demo.test" }),
    });
    expect(charset.status).toBe(200);
    const empty = await shop.request("/api/auth/logout", { method: "POST" });
    expect(await codeOf(empty)).toBe("401 UNAUTHORIZED");
  });
});
