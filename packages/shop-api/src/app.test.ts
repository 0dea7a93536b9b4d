import type { ApiErrorBody, DataResponse, Product } from "@vitrine/contract";
import type { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabaseRateLimiter, rateLimit } from "./auth/rate-limit";
import { requireSession } from "./auth/session-middleware";
import type { ShopEnv } from "./http/shop-env";
import { openTestShop, type TestShop, testBackends } from "./testing/test-shop";

describe.each(testBackends())("assets, images and errors on $name", (backend) => {
  let shop: TestShop;
  const reported: unknown[] = [];

  beforeAll(async () => {
    shop = await openTestShop(backend, { reportError: (error) => reported.push(error) });
    shop.api.app.get("/pod/boom", () => {
      throw new Error("database password=hunter2 at /srv/secret.ts:12");
    });
    const limiter = createDatabaseRateLimiter(shop.db, {
      limit: 2,
      windowMs: 60_000,
      clock: () => new Date(),
    });
    const app = shop.api.app as unknown as Hono<ShopEnv>;
    app.get("/api/test/member", (c) => c.json({ data: requireSession(c, "MEMBER") }));
    app.post("/api/test/limited", rateLimit(limiter, "test"), (c) => c.json({ data: null }));
  });
  afterAll(() => shop.close());

  const mainImageUrl = async () => {
    const { data } = await shop.json<DataResponse<Product>>("/pod/products/deadline-mug");
    return data.images[0]?.url ?? "";
  };

  describe("media and the image service", () => {
    it("serves stored product images, cacheable forever", async () => {
      const response = await shop.request(await mainImageUrl());
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    });

    it("resizes a stored image to the requested box as WebP", async () => {
      const url = encodeURIComponent(await mainImageUrl());
      const response = await shop.request(
        `/images/resize?url=${url}&width=200&height=120&fit=cover&format=webp&quality=100`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 200, height: 120 });
    });

    it("accepts the same image as an absolute URL on the request's own host", async () => {
      const url = encodeURIComponent(`http://demo.localhost${await mainImageUrl()}`);
      expect((await shop.request(`/images/resize?url=${url}&width=120`)).status).toBe(200);
    });

    it("answers 404 for foreign URLs, never fetching them", async () => {
      for (const url of [
        "https://example.com/media/x.webp",
        "http://169.254.169.254/latest/meta-data",
        `http://other.localhost${await mainImageUrl()}`,
        "/media/missing-000000000000000000000000.webp",
        "file:///etc/passwd",
      ]) {
        const response = await shop.request(
          `/images/resize?url=${encodeURIComponent(url)}&width=120`,
        );
        expect(response.status).toBe(404);
      }
    });

    it("answers 400 without a size or with an unknown fit", async () => {
      const url = encodeURIComponent(await mainImageUrl());
      expect((await shop.request(`/images/resize?url=${url}`)).status).toBe(400);
      expect((await shop.request(`/images/resize?url=${url}&width=10&fit=stretch`)).status).toBe(
        400,
      );
    });
  });

  describe("sessions and rate limits", () => {
    const tokenFor = (user_type: "MEMBER" | "CREATOR", shop_id = "shop_demo") =>
      shop.api.sessions.sign({ sub: "usr_1", user_type, shop_id });

    it("answers 401 UNAUTHORIZED to a call that needs a session when there is none", async () => {
      const response = await shop.request("/api/test/member");
      expect(response.status).toBe(401);
      expect(((await response.json()) as ApiErrorBody).code).toBe("UNAUTHORIZED");
    });

    it("reads the token from Authorization: Bearer and from X-Membership-Token", async () => {
      const token = await tokenFor("MEMBER");
      for (const headers of [
        { Authorization: `Bearer ${token}` },
        { "X-Membership-Token": token },
      ] as Array<Record<string, string>>) {
        const response = await shop.request("/api/test/member", { headers });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          data: { sub: "usr_1", user_type: "MEMBER" },
        });
      }
    });

    it("ignores a token issued for another shop", async () => {
      const headers = { Authorization: `Bearer ${await tokenFor("MEMBER", "shop_plain")}` };
      expect((await shop.request("/api/test/member", { headers })).status).toBe(401);
    });

    it("answers 403 FORBIDDEN to a creator on a member call", async () => {
      const headers = { Authorization: `Bearer ${await tokenFor("CREATOR")}` };
      expect((await shop.request("/api/test/member", { headers })).status).toBe(403);
    });

    it("answers 429 RATE_LIMITED with Retry-After past the limit", async () => {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 3; i++) {
        last = await shop.request("/api/test/limited", { method: "POST" });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(last?.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(((await last?.json()) as ApiErrorBody).code).toBe("RATE_LIMITED");
    });
  });

  describe("errors", () => {
    it("answers an unexpected error with a generic 500, no stack and no detail", async () => {
      const response = await shop.request("/pod/boom");
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        statusCode: 500,
        statusMessage: "Internal Server Error",
        message: "Something went wrong on our side. Please try again.",
        code: "INTERNAL_ERROR",
      } satisfies ApiErrorBody);
      expect(text).not.toMatch(/hunter2|secret\.ts|at /);
      expect(reported).toHaveLength(1);
    });

    it("answers an unknown path with a 404 error body", async () => {
      const response = await shop.request("/nowhere");
      expect(response.status).toBe(404);
      expect(((await response.json()) as ApiErrorBody).code).toBe("NOT_FOUND");
    });
  });
});
