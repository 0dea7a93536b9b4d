import {
  type AllowedOrigins,
  type ApiErrorBody,
  STOREFRONT_DISCOVERY_PATH,
  type StorefrontDiscovery,
  storefrontDiscovery,
} from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const ORIGINS_PATH = "/api/creators/allowed-origins";
const APP = "http://app.example:5173";

describe.each(testBackends())("an app on another origin, on $name", (backend) => {
  let shop: TestShop;
  let creator: string;
  let member: string;
  let minimalCreator: string;

  beforeAll(async () => {
    shop = await openTestShop(backend);
    ({ creator, member, minimalCreator } = await demoCallerTokens(shop.api.sessions));
  });
  afterAll(() => shop.close());

  const setOrigins = async (origins: unknown, token: string | null = creator) => {
    const response = await shop.request(ORIGINS_PATH, {
      method: "PUT",
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ origins }),
    });
    return {
      status: response.status,
      body: (await response.json()) as ApiErrorBody & { data: AllowedOrigins },
    };
  };
  const preflight = (origin: string, path = "/pod/products") =>
    shop.request(path, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, x-shopid",
      },
    });

  it("discovers the shop's id, name, currency, locale and API bases from the shop's origin", async () => {
    const response = await shop.request(STOREFRONT_DISCOVERY_PATH);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: StorefrontDiscovery };
    expect(storefrontDiscovery.parse(data)).toEqual(data);
    expect(data.shop).toMatchObject({ name: expect.any(String), currency: "USD", locale: "en" });
    expect(data.endpoints.storefrontApiBase).toBe("http://demo.localhost");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("answers no CORS to any origin until the creator allows one: preflight 403, no headers", async () => {
    const refused = await preflight(APP);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiErrorBody).code).toBe("ORIGIN_NOT_ALLOWED");
    const read = await shop.request("/pod/products", { headers: { Origin: APP } });
    expect(read.status).toBe(200);
    expect(read.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(read.headers.get("Vary")).toMatch(/Origin/);
  });

  it("lets the creator alone set the allowed origins, exact origins only", async () => {
    expect((await setOrigins([APP], null)).status).toBe(401);
    expect((await setOrigins([APP], member)).status).toBe(403);
    expect((await setOrigins([APP], minimalCreator)).status).toBe(403);
    for (const bad of [
      "*",
      "https://app.example/path",
      "app.example",
      "https://*.example",
      "HTTPS://APP.EXAMPLE",
    ]) {
      const { status, body } = await setOrigins([bad]);
      expect(status, bad).toBe(400);
      expect(body.issues?.[0]?.path).toBe("origins.0");
    }
    expect(
      (await setOrigins(Array.from({ length: 21 }, (_, i) => `https://a${i}.example`))).status,
    ).toBe(400);
    const { status, body } = await setOrigins([APP, APP]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ origins: [APP] });
  });

  it("then answers that origin's preflight and calls, echoing it exactly, and still no other", async () => {
    await setOrigins([APP]);
    const allowed = await preflight(APP);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe(APP);
    expect(allowed.headers.get("Access-Control-Allow-Headers")).toMatch(/X-ShopId/);
    expect(allowed.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    const read = await shop.request("/pod/products", { headers: { Origin: APP } });
    expect(read.headers.get("Access-Control-Allow-Origin")).toBe(APP);
    const missing = await shop.request("/pod/products/no-such-product", {
      headers: { Origin: APP },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Access-Control-Allow-Origin")).toBe(APP);
    expect((await preflight("https://evil.example")).status).toBe(403);
    // Another shop keeps its own list: none.
    const other = await shop.request("/pod/products", {
      method: "OPTIONS",
      headers: { Host: "minimal.localhost", Origin: APP, "Access-Control-Request-Method": "GET" },
    });
    expect(other.status).toBe(403);
    await setOrigins([]);
  });
});
