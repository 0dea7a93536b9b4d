import {
  type CompactProduct,
  PERSONAL_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  unpackProduct,
} from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCallerTokens, openTestShop, type TestShop } from "../testing/test-shop";
import { matchesEtag } from "./shared-cache";

describe("what shared caches may keep", () => {
  let shop: TestShop;
  let member: string;
  beforeAll(async () => {
    shop = await openTestShop({ name: "pglite" });
    ({ member } = await demoCallerTokens(shop.api.sessions));
  });
  afterAll(() => shop.close());

  it.each([
    "/pod/products",
    "/pod/products/night-owl-hoodie",
    "/pod/collections",
    "/pod/collections/apparel",
    "/api/posts",
    "/api/videos",
  ])("an anonymous read of %s is public for a short while, with an ETag", async (path) => {
    const response = await shop.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("ETag")).toMatch(/^"[\w-]{27}"$/);
    // Origin too: the CORS answer differs by the calling origin (allowedOriginCors).
    expect(response.headers.get("Vary")).toBe("Authorization, X-Membership-Token, Origin");
  });

  it("a matching If-None-Match gets a 304 without a body, and a changed answer a new tag", async () => {
    const first = await shop.request("/pod/products/night-owl-hoodie");
    const etag = first.headers.get("ETag") ?? "";
    const again = await shop.request("/pod/products/night-owl-hoodie", {
      headers: { "If-None-Match": `W/${etag}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const other = await shop.request("/pod/products/glass-tumbler", {
      headers: { "If-None-Match": etag },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get("ETag")).not.toBe(etag);
  });

  it("names its shop, its scope and the records it shows as surrogate keys", async () => {
    const product = await shop.request("/pod/products/night-owl-hoodie");
    const { data } = (await product.json()) as { data: { id: string } };
    expect(product.headers.get("Surrogate-Key")).toBe(
      `shop-shop_demo shop-shop_demo-products product-${data.id}`,
    );
    const list = await shop.request("/pod/collections");
    expect(list.headers.get("Surrogate-Key")).toBe("shop-shop_demo shop-shop_demo-collections");
  });

  it("a member's read is theirs alone, even of the catalogue", async () => {
    const asMember: Array<Record<string, string>> = [
      { Authorization: `Bearer ${member}` },
      { "X-Membership-Token": member },
    ];
    for (const headers of asMember) {
      const response = await shop.request("/api/posts", { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
      expect(response.headers.get("ETag")).toBeNull();
    }
  });

  it("carts, member data, errors and writes are never kept", async () => {
    const product = unpackProduct(
      (await shop.json<{ data: CompactProduct }>("/pod/products/night-owl-hoodie")).data,
    );
    const added = await shop.request("/order/v3/cart/add", {
      method: "POST",
      body: JSON.stringify({
        productId: product.id,
        variantId: product.variants[0]?.id,
        quantity: 1,
      }),
    });
    expect(added.status).toBe(200);
    expect(added.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
    const { data: cart } = (await added.json()) as { data: { token: string } };
    const read = await shop.request(`/order/v3/cart?cartToken=${cart.token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
    const profile = await shop.request("/api/members/perks", {
      headers: { Authorization: `Bearer ${member}` },
    });
    expect(profile.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
    const missing = await shop.request("/pod/products/no-such-product");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
  });

  const renameHoodie = (name: string) =>
    shop.db.updateTable("products").set({ name }).where("slug", "=", "night-owl-hoodie").execute();
  const nameSeen = async (headers: Record<string, string> = {}) =>
    (await shop.json<{ data: { name: string } }>("/pod/products/night-owl-hoodie", { headers }))
      .data.name;

  it("answers again from memory until a write to the shop is announced, by any node", async () => {
    const before = await nameSeen();
    await renameHoodie("Renamed Behind The Cache's Back");
    expect(await nameSeen()).toBe(before);
    // A member's read is never answered from what anonymous visitors were given.
    expect(await nameSeen({ Authorization: `Bearer ${member}` })).toBe(
      "Renamed Behind The Cache's Back",
    );
    await shop.api.changeFeed.publish({ shopId: "shop_demo", scope: "products" });
    expect(await nameSeen()).toBe("Renamed Behind The Cache's Back");
    await renameHoodie(before);
  });
});

describe("matchesEtag", () => {
  it("compares weakly and accepts a list or *", () => {
    expect(matchesEtag('W/"abc", "def"', '"abc"')).toBe(true);
    expect(matchesEtag('"def"', '"abc"')).toBe(false);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
