import { CART_TOKEN_COOKIE, STOREFRONT_DISCOVERY_PATH } from "@vitrine/contract";
import { cartItem, cartWith } from "@vitrine/contract/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryCookieJar } from "./cookies/memory-cookie-jar";
import { createStorefront } from "./create-storefront";
import { discoverStorefront } from "./discover-storefront";
import { ApiError } from "./http/api-error";
import { type LocalTestServer, sendJson, startLocalTestServer } from "./testing/local-test-server";

let server: LocalTestServer;
beforeAll(async () => {
  server = await startLocalTestServer();
});
afterAll(() => server.close());

const discovery = () => ({
  shop: { id: "shop_demo", name: "Demo Merch", currency: "EUR", locale: "fr" },
  endpoints: {
    gatewayBase: server.origin,
    storefrontApiBase: server.origin,
    membershipBase: server.origin,
    creatorSiteBase: server.origin,
    assetsHost: server.origin,
    imageHost: server.origin,
  },
});
const cart = cartWith([cartItem()], "cart-1");

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith((request, response) => {
    if (request.path === STOREFRONT_DISCOVERY_PATH) sendJson(response, 200, { data: discovery() });
    else if (request.path.startsWith("/order/v3/cart")) sendJson(response, 200, { data: cart });
    else
      sendJson(response, 404, {
        statusCode: 404,
        statusMessage: "Not Found",
        message: "No such page",
      });
  });
});

describe("a storefront from the shop's address alone", () => {
  it("reads the shop's id, API bases, currency and locale from the shop", async () => {
    const storefront = await createStorefront({
      shop: `${server.origin}/any/page?x=1`,
      cookies: createMemoryCookieJar(),
    });
    expect(server.requests[0]?.path).toBe(STOREFRONT_DISCOVERY_PATH);
    expect(storefront.config).toMatchObject({ shopId: "shop_demo", currency: "EUR", locale: "fr" });
    expect(storefront.config.endpoints.gatewayBase).toBe(server.origin);
    expect(storefront.formats.money(1999, { currency: "EUR", locale: "fr" })).toMatch(/19,99/);
  });

  it("restores the visitor's cart on start, and asks for none without a cart token", async () => {
    const cookies = createMemoryCookieJar();
    cookies.set(CART_TOKEN_COOKIE, "cart-1");
    const storefront = await createStorefront({ shop: server.origin, cookies });
    expect(storefront.stores.cart.state.status).toBe("ready");
    expect(storefront.stores.cart.state.cart?.items).toHaveLength(1);
    server.requests.length = 0;
    await createStorefront({ shop: server.origin, cookies: createMemoryCookieJar() });
    expect(server.requests.map((request) => request.path)).toEqual([STOREFRONT_DISCOVERY_PATH]);
  });

  it("a shop that cannot be reached is an ApiError NETWORK_ERROR; one that refuses, its own", async () => {
    const unreachable = await discoverStorefront("http://127.0.0.1:9").catch(
      (error: unknown) => error,
    );
    expect(unreachable).toBeInstanceOf(ApiError);
    expect(unreachable).toMatchObject({ statusCode: 0, code: "NETWORK_ERROR" });
    server.respondWith((_request, response) =>
      sendJson(response, 404, {
        statusCode: 404,
        message: "This shop does not exist.",
        code: "SHOP_NOT_FOUND",
      }),
    );
    const missing = await discoverStorefront(server.origin).catch((error: unknown) => error);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: "SHOP_NOT_FOUND",
      message: "This shop does not exist.",
    });
  });

  it("refuses an answer that is not a shop's configuration", async () => {
    server.respondWith((_request, response) => sendJson(response, 200, { data: { shop: {} } }));
    await expect(discoverStorefront(server.origin)).rejects.toThrow(
      /is not a Vitrine shop's configuration/,
    );
  });
});
