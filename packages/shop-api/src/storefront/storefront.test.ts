import type {
  ApiErrorBody,
  Collection,
  CollectionSearchGroup,
  CompactProduct,
  DataResponse,
  ListResponse,
  Product,
  ProductSummary,
  QuantityDiscounts,
  SocialFeedItem,
} from "@vitrine/contract";
import { unpackProduct } from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";

describe.each(testBackends())("storefront calls on $name", (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(backend);
  });
  afterAll(() => shop.close());

  const errorOf = async (path: string) => {
    const response = await shop.request(path);
    return { status: response.status, body: (await response.json()) as ApiErrorBody };
  };

  describe("each shop its own catalogue", () => {
    it("the example theme's shop sells its own products under the demo's slugs", async () => {
      const minimal = { headers: { Host: "minimal.localhost" } };
      const { data, page } = await shop.json<ListResponse<ProductSummary>>(
        "/pod/products",
        minimal,
      );
      expect(page.totalElements).toBe(8);
      expect(data.every((product) => product.id.startsWith("minimal-"))).toBe(true);
      const first = data[0];
      if (!first) throw new Error("the minimal shop has products");
      const { data: product } = await shop.json<DataResponse<Product>>(
        `/pod/products/${first.slug}`,
        minimal,
      );
      expect(product.id).toBe(first.id);
      const demo = await shop.request(`/pod/products/${first.id}`);
      expect(demo.status).toBe(404);
    });
  });

  describe("collections", () => {
    it("lists at least five collections by position with paging", async () => {
      const { data, page } = await shop.json<ListResponse<Collection>>(
        "/pod/collections?pageSize=3",
      );
      expect(data).toHaveLength(3);
      expect(page).toMatchObject({ pageNum: 0, pageSize: 3 });
      expect(page.totalElements).toBeGreaterThanOrEqual(5);
      expect(data[0]?.slug).toBe("apparel");
      expect(data[0]?.productCount).toBeGreaterThan(0);
      expect(data[0]?.image?.url).toMatch(/^\/media\//);
    });

    it("filters by ids and sorts by title descending", async () => {
      const { data } = await shop.json<ListResponse<Collection>>(
        "/pod/collections?ids=col-drinkware,col-apparel&orderBy=title&direction=DESC",
      );
      expect(data.map((c) => c.slug)).toEqual(["drinkware", "apparel"]);
    });

    it("finds a collection by slug or by id", async () => {
      const bySlug = await shop.json<DataResponse<Collection>>("/pod/collections/drinkware");
      const byId = await shop.json<DataResponse<Collection>>(`/pod/collections/${bySlug.data.id}`);
      expect(byId.data.title).toBe("Drinkware");
    });

    it("answers SSHOP-301 with redirectTo for a renamed collection slug", async () => {
      const { status, body } = await errorOf("/pod/collections/clothing");
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "SSHOP-301", redirectTo: "/collections/apparel" });
    });

    it("answers 404 NOT_FOUND for an unknown collection", async () => {
      expect(await errorOf("/pod/collections/nope")).toMatchObject({
        status: 404,
        body: { statusCode: 404, statusMessage: "Not Found", code: "NOT_FOUND" },
      });
    });

    it("answers 400 VALIDATION_ERROR with issues for a bad page size", async () => {
      const { status, body } = await errorOf("/pod/collections?pageSize=0");
      expect(status).toBe(400);
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.issues?.[0]?.path).toBe("pageSize");
    });
  });

  describe("products", () => {
    it("lists at least 30 products, 12 a page by default, newest first", async () => {
      const { data, page } = await shop.json<ListResponse<ProductSummary>>("/pod/products");
      expect(data).toHaveLength(12);
      expect(page.totalElements).toBeGreaterThanOrEqual(30);
      expect(page.totalPages).toBe(Math.ceil(page.totalElements / 12));
      expect(data[0]?.slug).toBe("owl-glass-tumbler");
    });

    it("sorts by price ascending and pages without overlap", async () => {
      const first = await shop.json<ListResponse<ProductSummary>>(
        "/pod/products?orderBy=price&direction=ASC&pageSize=5",
      );
      const second = await shop.json<ListResponse<ProductSummary>>(
        "/pod/products?orderBy=price&direction=ASC&pageSize=5&pageNum=1",
      );
      const prices = [...first.data, ...second.data].map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const ids = new Set([...first.data, ...second.data].map((p) => p.id));
      expect(ids.size).toBe(10);
    });

    it("filters by collection ids", async () => {
      const { data } = await shop.json<ListResponse<ProductSummary>>(
        "/pod/products?collectionIds=col-footwear",
      );
      expect(data.map((p) => p.slug)).toEqual(["trail-runner"]);
      expect(data[0]).toMatchObject({ minPrice: 8900, maxPrice: 13400, defaultVariantId: null });
    });

    it("gives a single-variant product's variant as defaultVariantId", async () => {
      const { data } = await shop.json<ListResponse<ProductSummary>>(
        "/pod/products?orderBy=name&direction=ASC&pageSize=100",
      );
      expect(data.find((p) => p.slug === "pencil-pin")?.defaultVariantId).toBe("pencil-pin-v1");
      expect(data.find((p) => p.slug === "beanie-of-focus")?.available).toBe(false);
    });

    it("rejects an unknown orderBy", async () => {
      expect((await errorOf("/pod/products?orderBy=colour")).status).toBe(400);
    });

    it("gives the 2,048-variant product with three options, some variants sold out, as columns", async () => {
      const answer = await shop.json<DataResponse<CompactProduct>>("/pod/products/trail-runner");
      expect(answer.data.compactVariants.optionValues).toHaveProperty("positions");
      expect(JSON.stringify(answer).length).toBeLessThan(50_000);
      const data = unpackProduct(answer.data);
      expect(data.options).toHaveLength(3);
      const grid = data.options.reduce((n, option) => n * option.optionValues.length, 1);
      expect(data.variants).toHaveLength(2048);
      expect(grid).toBeGreaterThan(2048);
      expect(data.variants.some((v) => !v.available && v.stock === 0)).toBe(true);
      expect(data.available).toBe(true);
    });

    it("gives variant images when variants differ by colour", async () => {
      const data = unpackProduct(
        (await shop.json<DataResponse<CompactProduct>>("/pod/products/studio-tee")).data,
      );
      expect(data.differentVariantsImage).toBe(true);
      expect(data.variants[0]?.images[0]?.alt).toContain("White");
      expect(data.collectionIds).toContain("col-apparel");
    });

    it("finds a product by id as well as slug", async () => {
      const { data } = await shop.json<DataResponse<Product>>("/pod/products/deadline-mug");
      expect(data.slug).toBe("deadline-mug");
    });

    it("answers SSHOP-301 with redirectTo the new address for a renamed product slug", async () => {
      const { status, body } = await errorOf("/pod/products/midnight-hoodie");
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "SSHOP-301", redirectTo: "/products/night-owl-hoodie" });
    });

    it("answers 404 for an unknown product, and for another shop's product", async () => {
      expect((await errorOf("/pod/products/nope")).status).toBe(404);
      const response = await shop.request("/pod/products/studio-tee", {
        headers: { Host: "plain.localhost" },
      });
      expect(response.status).toBe(404);
    });
  });

  describe("listing figures follow variant writes", () => {
    it("marks a product unavailable in listings once its last variant sells out", async () => {
      await shop.db
        .updateTable("product_variants")
        .set({ stock: 0 })
        .where("product_id", "=", "mystery-box")
        .execute();
      const { data } = await shop.json<ListResponse<ProductSummary>>(
        "/pod/products?collectionIds=col-accessories&pageSize=100",
      );
      expect(data.find((p) => p.id === "mystery-box")?.available).toBe(false);
    });

    it("follows a variant's price change in the listing's price range", async () => {
      await shop.db
        .updateTable("product_variants")
        .set({ price: 99_00 })
        .where("id", "=", "canvas-tote-v1")
        .execute();
      const { data } = await shop.json<ListResponse<ProductSummary>>(
        "/pod/products?orderBy=price&direction=DESC&pageSize=1",
      );
      expect(data[0]).toMatchObject({ id: "canvas-tote", minPrice: 99_00, maxPrice: 99_00 });
    });
  });

  describe("search, related and quantity discounts", () => {
    it("groups products by the requested collections", async () => {
      const { data } = await shop.json<DataResponse<CollectionSearchGroup[]>>(
        "/pod/products/search/collections?collectionIds=col-drinkware,col-stickers-pins&size=2",
      );
      expect(data.map((group) => group.collection.slug)).toEqual(["stickers-pins", "drinkware"]);
      expect(data.every((group) => group.products.length === 2)).toBe(true);
    });

    it("relates products sharing collections, never the product itself", async () => {
      const { data } = await shop.json<DataResponse<ProductSummary[]>>(
        "/pod/products/studio-tee/related?limit=4",
      );
      expect(data).toHaveLength(4);
      expect(data.map((p) => p.id)).not.toContain("studio-tee");
    });

    it("answers 404 for related of an unknown product and 400 for a limit over 50", async () => {
      expect((await errorOf("/pod/products/nope/related")).status).toBe(404);
      expect((await errorOf("/pod/products/studio-tee/related?limit=51")).status).toBe(400);
    });

    it("gives a variant's tiers with no active tier when nothing is in the cart", async () => {
      const { data } = await shop.json<DataResponse<QuantityDiscounts>>(
        "/pod/products/sticker-pack-vol-1/quantity-discounts?variantId=sticker-pack-vol-1-v1",
      );
      expect(data).toEqual({
        productId: "sticker-pack-vol-1",
        variantId: "sticker-pack-vol-1-v1",
        tiers: [
          { minQuantity: 3, percentOff: 10 },
          { minQuantity: 10, percentOff: 20 },
        ],
        quantityInCart: 0,
        activeTier: null,
      });
    });

    it("activates the tier the cart's quantity reaches", async () => {
      const add = await shop.json<DataResponse<{ token: string }>>("/order/v3/cart/add", {
        method: "POST",
        body: JSON.stringify({
          productId: "sticker-pack-vol-1",
          variantId: "sticker-pack-vol-1-v1",
          quantity: 4,
        }),
      });
      const { data } = await shop.json<DataResponse<QuantityDiscounts>>(
        `/pod/products/sticker-pack-vol-1/quantity-discounts?variantId=sticker-pack-vol-1-v1&cartToken=${add.data.token}`,
      );
      expect(data).toMatchObject({
        quantityInCart: 4,
        activeTier: { minQuantity: 3, percentOff: 10 },
      });
    });

    it("answers 404 for a variant of another product and 400 without variantId", async () => {
      expect(
        (await errorOf("/pod/products/studio-tee/quantity-discounts?variantId=deadline-mug-v1"))
          .status,
      ).toBe(404);
      expect((await errorOf("/pod/products/studio-tee/quantity-discounts")).status).toBe(400);
    });
  });

  describe("social feeds", () => {
    it.each(["TIKTOK", "YOUTUBE", "INSTAGRAM"])(
      "gives 8 %s items by default, newest first",
      async (platform) => {
        const { data } = await shop.json<DataResponse<SocialFeedItem[]>>(
          `/pod/app/shop_demo/social/${platform}/feed`,
        );
        expect(data).toHaveLength(8);
        expect(data.every((item) => item.platform === platform)).toBe(true);
        const dates = data.map((item) => item.publishedAt);
        expect(dates).toEqual([...dates].sort().reverse());
      },
    );

    it("honours limit and the YouTube handle", async () => {
      const { data } = await shop.json<DataResponse<SocialFeedItem[]>>(
        "/pod/app/shop_demo/social/YOUTUBE/feed?limit=50&handle=mayamakesclips",
      );
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((item) => item.url.includes("mayamakesclips"))).toBe(true);
    });

    it("rejects a limit over 50, an unknown platform and another shop's id", async () => {
      expect((await errorOf("/pod/app/shop_demo/social/TIKTOK/feed?limit=51")).status).toBe(400);
      expect((await errorOf("/pod/app/shop_demo/social/MYSPACE/feed")).status).toBe(400);
      expect((await errorOf("/pod/app/shop_plain/social/TIKTOK/feed")).status).toBe(404);
    });
  });
});
