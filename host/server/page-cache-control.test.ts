import {
  PERSONAL_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SURROGATE_KEY_HEADER,
} from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { pageCacheHeaders } from "./page-cache-control";

describe("which pages shared caches may keep", () => {
  it("an open shop's page as any anonymous visitor gets it, varying on cookies, under the shop's surrogate key", () => {
    expect(
      pageCacheHeaders({
        status: 200,
        comingSoon: false,
        personal: false,
        shared: false,
        shopId: "shop_1",
      }),
    ).toEqual({
      "Cache-Control": PUBLIC_CACHE_CONTROL,
      Vary: "Cookie",
      [SURROGATE_KEY_HEADER]: "shop-shop_1",
    });
  });

  it("a shared page is one copy for every visitor: it does not vary on cookies", () => {
    expect(
      pageCacheHeaders({
        status: 200,
        comingSoon: false,
        personal: false,
        shared: true,
        shopId: "shop_1",
      }),
    ).toEqual({ "Cache-Control": PUBLIC_CACHE_CONTROL, [SURROGATE_KEY_HEADER]: "shop-shop_1" });
  });

  it("names such a page by its entity tag, and only such a page", () => {
    const facts = {
      status: 200,
      comingSoon: false,
      personal: false,
      shared: false,
      shopId: "shop_1",
    };
    expect(pageCacheHeaders({ ...facts, etag: 'W/"v1"' }).ETag).toBe('W/"v1"');
    expect(pageCacheHeaders({ ...facts, status: 404, etag: 'W/"v1"' }).ETag).toBeUndefined();
    expect(pageCacheHeaders({ ...facts, personal: true, etag: 'W/"v1"' }).ETag).toBeUndefined();
  });

  it("never an unknown shop's page", () => {
    expect(
      pageCacheHeaders({
        status: 200,
        comingSoon: false,
        personal: false,
        shared: false,
        shopId: null,
      }),
    ).toEqual({
      "Cache-Control": "no-cache",
    });
  });

  it("never a page shaped by a visitor's session, cart, preview or chosen theme", () => {
    for (const status of [200, 404]) {
      expect(
        pageCacheHeaders({
          status,
          comingSoon: false,
          personal: true,
          shared: false,
          shopId: "shop_1",
        }),
      ).toEqual({
        "Cache-Control": PERSONAL_CACHE_CONTROL,
      });
    }
  });

  it("revalidates a coming-soon shop's pages and every error each time", () => {
    expect(
      pageCacheHeaders({
        status: 200,
        comingSoon: true,
        personal: false,
        shared: false,
        shopId: "shop_1",
      }),
    ).toEqual({
      "Cache-Control": "no-cache",
    });
    for (const status of [403, 404, 500, 503]) {
      expect(
        pageCacheHeaders({
          status,
          comingSoon: false,
          personal: false,
          shared: false,
          shopId: "shop_1",
        }),
      ).toEqual({
        "Cache-Control": "no-cache",
      });
    }
  });
});
