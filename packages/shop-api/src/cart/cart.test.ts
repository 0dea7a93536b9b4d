import type {
  ApiErrorBody,
  Cart,
  CompactProduct,
  DataResponse,
  ListResponse,
  ProductSummary,
} from "@vitrine/contract";
import { unpackProduct } from "@vitrine/contract";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChangeFeed } from "../db/change-feed";
import { createShopCache } from "../db/shop-cache";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { addToCart, type VariantCache } from "./cart-store";

/** Counts the statements a Kysely instance sends (a transaction's begin and commit aside). */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    this.count += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

describe.each(testBackends())("cart calls on $name", (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(backend);
  });
  afterAll(() => shop.close());

  const add = (body: object, token?: string) =>
    shop.request(`/order/v3/cart/add${token ? `?cartToken=${token}` : ""}`, {
      method: "POST",
      body: JSON.stringify(body),
    });
  const change = (token: string, body: object) =>
    shop.request(`/order/v3/cart/change?cartToken=${token}`, {
      method: "PUT",
      body: JSON.stringify(body),
    });
  const cartOf = async (response: Response) => ((await response.json()) as DataResponse<Cart>).data;
  const errorOf = async (response: Response) => (await response.json()) as ApiErrorBody;

  const tee = { productId: "studio-tee", variantId: "studio-tee-v1" };
  const stickers = { productId: "sticker-pack-vol-1", variantId: "sticker-pack-vol-1-v1" };

  it("issues an unguessable token on the first add and computes totals on the server", async () => {
    const response = await add({ ...tee, quantity: 2 });
    expect(response.status).toBe(200);
    const cart = await cartOf(response);
    expect(cart.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      ...tee,
      quantity: 2,
      price: 3200,
      productSlug: "studio-tee",
    });
    // Studio Tee: 5 % from two units; tax 8 % of the discounted subtotal.
    expect(cart).toMatchObject({
      currency: "USD",
      itemCount: 2,
      subTotalAmount: 6400,
      totalDiscountAmount: 320,
      totalTaxAmount: 486,
      totalAmount: 6566,
    });
  });

  describe("answers a new cart exactly as reading it back", () => {
    const readBack = async (body: object) => {
      const added = await cartOf(await add(body));
      const read = await shop.json<DataResponse<Cart>>(`/order/v3/cart?cartToken=${added.token}`);
      expect(added).toEqual(read.data);
      return added;
    };

    it("with the variant's own image rather than the product's first", async () => {
      const cart = await readBack({ ...tee, quantity: 1 });
      expect(cart.items[0]?.image?.position).toBeGreaterThan(0);
    });

    it("with the quantity tier the added quantity reaches", async () => {
      const cart = await readBack({ ...stickers, quantity: 3 });
      expect(cart.items[0]?.discountAmount).toBeGreaterThan(0);
      expect(cart.items[0]?.image?.position).toBe(0);
    });

    it("for a product without images", async () => {
      await shop.db
        .insertInto("products")
        .values({
          id: "cart-test-pin",
          shop_id: "shop_demo",
          slug: "cart-test-pin",
          name: "Cart Test Pin",
          description: "",
          vendor: "Maya Makes",
          compare_at_price: null,
          max_quantity: 10,
          different_variant_price: false,
          different_variants_image: false,
          different_variants_weight: false,
          sales_count: 0,
          created_at: new Date(),
        })
        .execute();
      await shop.db
        .insertInto("product_variants")
        .values({
          id: "cart-test-pin-v1",
          product_id: "cart-test-pin",
          name: "Cart Test Pin",
          sku: "PIN",
          price: 100,
          compare_at_price: null,
          option_value_ids: "[]",
          stock: null,
          enabled: true,
          weight_grams: 10,
          position: 0,
        })
        .execute();
      const cart = await readBack({
        productId: "cart-test-pin",
        variantId: "cart-test-pin-v1",
        quantity: 2,
      });
      expect(cart.items[0]).toMatchObject({ image: null, maxQuantity: 10 });
    });
  });

  /** The demo shop's row and a database that counts the statements sent through it. */
  const countingStatements = async () => {
    const shopRow = await shop.db
      .selectFrom("shops")
      .selectAll()
      .where("id", "=", "shop_demo")
      .executeTakeFirstOrThrow();
    const counter = new StatementCounter();
    return { shopRow, counter, db: shop.db.withPlugin(counter) };
  };

  it("starts a cart in 2 statements, and adds to one under its lock in 4", async () => {
    const { shopRow, counter, db } = await countingStatements();
    const started = await addToCart(db, shopRow, undefined, { ...tee, quantity: 1 });
    expect(counter.count).toBe(2);
    counter.count = 0;
    // The variant's lookup, the cart's lock, the line's upsert, and the cart read back.
    const added = await addToCart(db, shopRow, started.token, { ...stickers, quantity: 1 });
    expect(counter.count).toBe(4);
    expect(added.contents.items.map((item) => item.variantId)).toEqual([
      tee.variantId,
      stickers.variantId,
    ]);
  });

  it("starts a cart in 1 statement once the node holds the variant, until its products change", async () => {
    const { shopRow, counter, db } = await countingStatements();
    const feed = createChangeFeed();
    const variants: VariantCache = createShopCache({
      feed,
      scopes: ["products"],
      ttlMs: 60_000,
      maxEntries: 10,
    });
    await addToCart(db, shopRow, undefined, { ...tee, quantity: 1 }, variants);
    counter.count = 0;
    const again = await addToCart(db, shopRow, undefined, { ...tee, quantity: 1 }, variants);
    expect(counter.count).toBe(1);
    expect(again.contents.items[0]).toMatchObject({ ...tee, quantity: 1, price: 3200 });
    // A sale announced on the feed: the next add reads the variant's stock again.
    await feed.publish({ shopId: "shop_demo", scope: "products" });
    counter.count = 0;
    await addToCart(db, shopRow, undefined, { ...tee, quantity: 1 }, variants);
    expect(counter.count).toBe(2);
  });

  it("starts a new cart when the token is unknown (an expired cookie)", async () => {
    const cart = await cartOf(await add({ ...tee, quantity: 1 }, "expired"));
    expect(cart.token).not.toBe("expired");
    expect(cart.items).toHaveLength(1);
  });

  it("adds to the same line when the variant is already in the cart, and reads it back", async () => {
    const first = await cartOf(await add({ ...stickers, quantity: 1 }));
    await add({ ...stickers, quantity: 2 }, first.token);
    const cart = await shop.json<DataResponse<Cart>>(`/order/v3/cart?cartToken=${first.token}`);
    expect(cart.data.items).toHaveLength(1);
    expect(cart.data.items[0]?.quantity).toBe(3);
    expect(cart.data.items[0]?.discountAmount).toBe(270);
  });

  it("changes a line's quantity and removes it at 0", async () => {
    const cart = await cartOf(await add({ ...tee, quantity: 1 }));
    const itemId = cart.items[0]?.id ?? "";
    const changed = await cartOf(await change(cart.token, { itemId, quantity: 3 }));
    expect(changed.items[0]?.quantity).toBe(3);
    const emptied = await cartOf(await change(cart.token, { itemId, quantity: 0 }));
    expect(emptied).toMatchObject({ items: [], itemCount: 0, totalAmount: 0 });
  });

  it("refuses more than the stock with 400 QUANTITY_LIMIT and a clear message", async () => {
    const product = unpackProduct(
      (await shop.json<DataResponse<CompactProduct>>("/pod/products/studio-tee")).data,
    );
    const stock = product.variants.find((v) => v.id === tee.variantId)?.stock ?? 0;
    const response = await add({ ...tee, quantity: stock + 1 });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "QUANTITY_LIMIT",
      message: `Only ${Math.min(stock, 10)} of Studio Tee can be in one cart.`,
    });
  });

  it("refuses more than the product's maxQuantity, counting what the cart holds", async () => {
    const vinyl = { productId: "lofi-beats-vinyl", variantId: "lofi-beats-vinyl-v1" };
    const cart = await cartOf(await add({ ...vinyl, quantity: 2 }));
    const response = await add({ ...vinyl, quantity: 1 }, cart.token);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "QUANTITY_LIMIT",
      message: "Only 2 of Lo-fi Beats to Draw To (Vinyl) can be in one cart.",
    });
  });

  it("refuses a sold-out variant with 400 SOLD_OUT", async () => {
    const response = await add({
      productId: "beanie-of-focus",
      variantId: "beanie-of-focus-v1",
      quantity: 1,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("SOLD_OUT");
  });

  it("answers 404 for a variant of another product and for an unknown cart", async () => {
    expect(
      (await add({ productId: "studio-tee", variantId: "deadline-mug-v1", quantity: 1 })).status,
    ).toBe(404);
    expect((await shop.request("/order/v3/cart?cartToken=unknown")).status).toBe(404);
    expect((await change("unknown", { itemId: "x", quantity: 1 })).status).toBe(404);
  });

  it("answers 400 VALIDATION_ERROR for a bad quantity, a missing token and a body that is not JSON", async () => {
    const zero = await add({ ...tee, quantity: 0 });
    expect(zero.status).toBe(400);
    expect((await errorOf(zero)).issues?.[0]?.path).toBe("quantity");
    expect((await shop.request("/order/v3/cart")).status).toBe(400);
    const notJson = await shop.request("/order/v3/cart/add", { method: "POST", body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("does not let one shop read another shop's cart", async () => {
    const cart = await cartOf(await add({ ...tee, quantity: 1 }));
    const response = await shop.request(`/order/v3/cart?cartToken=${cart.token}`, {
      headers: { Host: "plain.localhost" },
    });
    expect(response.status).toBe(404);
  });

  it("loses nothing when 50 adds to one cart run at once", async () => {
    const cart = await cartOf(await add({ ...stickers, quantity: 1 }));
    const responses = await Promise.all(
      Array.from({ length: 49 }, () => add({ ...stickers, quantity: 1 }, cart.token)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(49).fill(200));
    const final = await shop.json<DataResponse<Cart>>(`/order/v3/cart?cartToken=${cart.token}`);
    expect(final.data.items).toHaveLength(1);
    expect(final.data.items[0]?.quantity).toBe(50);
  });

  it("recommends 4 available products not in the cart, most expensive first", async () => {
    const cart = await cartOf(await add({ ...tee, quantity: 1 }));
    const { data, page } = await shop.json<ListResponse<ProductSummary>>(
      `/pod/cart/v2/recommend?shopId=shop_demo&cartToken=${cart.token}`,
    );
    expect(page.pageSize).toBe(4);
    expect(data).toHaveLength(4);
    const inCart = new Set(cart.items.map((item) => item.productId));
    expect(data.some((p) => inCart.has(p.id))).toBe(false);
    expect(data.every((p) => p.available)).toBe(true);
    const prices = data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});
