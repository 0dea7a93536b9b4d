import { endpoints } from "@vitrine/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LocalTestServer, sendJson, startLocalTestServer } from "../testing/local-test-server";
import { ApiError } from "./api-error";
import { type ClientAuth, commaList, createHttpClient } from "./client";

let server: LocalTestServer;
beforeAll(async () => {
  server = await startLocalTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith((_request, response) => sendJson(response, 200, { data: { ok: true } }));
});

function client(
  overrides: {
    auth?: ClientAuth;
    token?: string;
    customizing?: boolean;
    previewing?: boolean;
  } = {},
) {
  return createHttpClient({
    baseURL: `${server.origin}/base`,
    shopId: "shop_1",
    customizing: overrides.customizing ?? false,
    previewing: overrides.previewing ?? false,
    auth: overrides.auth ?? "none",
    readToken: () => overrides.token,
  });
}

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error("the server saw no request");
  return request;
}

describe("the shared shop client", () => {
  it("calls the path on its base and answers the envelope's data", async () => {
    await expect(client().data("/things/1")).resolves.toEqual({ ok: true });
    expect(lastRequest().path).toBe("/base/things/1");
  });

  it("answers a listing whole, items under data and paging under page", async () => {
    const page = { pageNum: 0, pageSize: 12, totalElements: 1, totalPages: 1 };
    server.respondWith((_request, response) => sendJson(response, 200, { data: [1], page }));
    await expect(client().call(endpoints.storefront.listProducts, {})).resolves.toEqual({
      data: [1],
      page,
    });
  });

  it("sends X-ShopId on every call", async () => {
    await client().data("/a");
    expect(lastRequest().headers["x-shopid"]).toBe("shop_1");
  });

  it("adds customizing=true and previewing=true when they are set", async () => {
    await client({ customizing: true, previewing: true }).data("/a", { query: { q: "x" } });
    const { query } = lastRequest();
    expect(query.get("customizing")).toBe("true");
    expect(query.get("previewing")).toBe("true");
    expect(query.get("q")).toBe("x");
  });

  it("sends neither flag when they are not set, and leaves out absent query values", async () => {
    await client().data("/a", { query: { present: 0, absent: undefined } });
    expect([...lastRequest().query.keys()]).toEqual(["present"]);
  });

  it("sends JSON bodies with their method", async () => {
    await client().data("/a", { method: "PUT", body: { quantity: 2 } });
    expect(lastRequest().method).toBe("PUT");
    expect(lastRequest().headers["content-type"]).toBe("application/json");
    expect(lastRequest().json).toEqual({ quantity: 2 });
  });

  it("order-service calls send the member token as X-Membership-Token", async () => {
    await client({ auth: "membership-token", token: "tok" }).data("/a");
    expect(lastRequest().headers["x-membership-token"]).toBe("tok");
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it("membership calls send Authorization: Bearer", async () => {
    await client({ auth: "bearer", token: "tok" }).data("/a");
    expect(lastRequest().headers.authorization).toBe("Bearer tok");
    expect(lastRequest().headers["x-membership-token"]).toBeUndefined();
  });

  it("sends no auth header when there is no token", async () => {
    await client({ auth: "bearer" }).data("/a");
    await client({ auth: "membership-token" }).data("/a");
    for (const request of server.requests) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers["x-membership-token"]).toBeUndefined();
    }
  });

  it("reads the token at call time, not at creation", async () => {
    let token: string | undefined;
    const http = createHttpClient({
      baseURL: server.origin,
      shopId: "s",
      customizing: false,
      previewing: false,
      auth: "bearer",
      readToken: () => token,
    });
    token = "later";
    await http.data("/a");
    expect(lastRequest().headers.authorization).toBe("Bearer later");
  });

  it("shop-service calls send no token even when one exists", async () => {
    await client({ auth: "none", token: "tok" }).data("/a");
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(lastRequest().headers["x-membership-token"]).toBeUndefined();
  });

  it("has no timeout: no abort signal is attached to a call made without one", async () => {
    const seen: Array<RequestInit & { timeout?: number }> = [];
    const http = createHttpClient({
      baseURL: "https://shop.test",
      shopId: "s",
      customizing: false,
      previewing: false,
      auth: "none",
      readToken: () => undefined,
      fetch: async (_input, init) => {
        seen.push(init ?? {});
        return Response.json({ data: null });
      },
    });
    await http.data("/a");
    expect(seen[0]?.signal ?? undefined).toBeUndefined();
    expect(seen[0]?.timeout ?? 0).toBe(0);
  });

  it("sends a failing call once, without retrying", async () => {
    server.respondWith((_request, response) => sendJson(response, 503, { message: "Down" }));
    await expect(client().data("/a")).rejects.toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(1);
  });

  it("refuses a success answer that is not a { data } envelope", async () => {
    server.respondWith((_request, response) => sendJson(response, 200, { items: [] }));
    await expect(client().data("/a")).rejects.toThrow(/not a \{ data \} envelope/);
  });
});

describe("the error rule on real responses", () => {
  it("turns an explained failure into an ApiError with code, status text and body", async () => {
    const body = {
      statusCode: 404,
      statusMessage: "Not Found",
      message: "No product summer-tee",
      code: "NOT_FOUND",
    };
    server.respondWith((_request, response) => sendJson(response, 404, body));
    const error = await client()
      .data("/a")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "No product summer-tee",
      statusCode: 404,
      statusMessage: "Not Found",
      code: "NOT_FOUND",
      data: body,
    });
  });

  it("lets the raw error through for a silent request", async () => {
    server.respondWith((_request, response) => sendJson(response, 400, { message: "Bad" }));
    const error = await client()
      .data("/a", {}, { silent: true })
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "FetchError", statusCode: 400 });
  });

  it("lets the raw error through when the body explains nothing", async () => {
    server.respondWith((_request, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<h1>Bad gateway</h1>");
    });
    const error = await client()
      .data("/a")
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "FetchError", statusCode: 502 });
  });

  it("lets a cancelled request's error through", async () => {
    server.respondWith(() => {
      // Never answers: only the abort ends this request.
    });
    const controller = new AbortController();
    const pending = client()
      .data("/hang", {}, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).cause).toMatchObject({ name: "AbortError" });
  });
});

describe("comma lists", () => {
  it("joins comma lists and leaves empty lists out", () => {
    expect(commaList(["a", "b"])).toBe("a,b");
    expect(commaList([])).toBeUndefined();
    expect(commaList(undefined)).toBeUndefined();
  });
});

describe("a request that gets no answer", () => {
  // Nothing listens on port 9 of loopback: the connection is refused.
  const closedClient = () =>
    createHttpClient({
      baseURL: "http://127.0.0.1:9/base",
      shopId: "shop_1",
      customizing: false,
      previewing: false,
      auth: "none",
      readToken: () => undefined,
    });

  it("is an ApiError with status 0 and the code NETWORK_ERROR, the fetch failure as its cause", async () => {
    const error = await closedClient()
      .data("/products")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 0, code: "NETWORK_ERROR" });
    expect((error as ApiError).message).toMatch(/could not be reached/);
    expect((error as ApiError).cause).toBeDefined();
  });

  it("a silent request's network failure stays raw", async () => {
    const error = await closedClient()
      .data("/products", {}, { silent: true })
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
