import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unpackProduct } from "../catalog/compact-product";
import { COMING_SOON_PASSWORD } from "../demo/demo";
import type { Cart } from "../types/cart";
import type { CompactProduct, ProductSummary } from "../types/catalog";
import type { ApiErrorBody, DataResponse, ListResponse } from "../types/common";
import { checkoutHandlers, MOCK_ORIGIN, mockCart, shopHandlers } from "./index";

const server = setupServer(
  ...Object.values(shopHandlers).flat(),
  ...Object.values(checkoutHandlers).flat(),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => mockCart.reset(null));

async function call<T>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${MOCK_ORIGIN}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe("the fake platform", () => {
  it("lists products a page at a time, as the shop API pages them", async () => {
    const first = await call<ListResponse<ProductSummary>>(
      "GET",
      "/pod/products?pageNum=0&pageSize=5",
    );
    const last = await call<ListResponse<ProductSummary>>(
      "GET",
      "/pod/products?pageNum=4&pageSize=5",
    );
    expect(first.status).toBe(200);
    expect(first.body.data.map((product) => product.id)).toEqual([
      "prod-1",
      "prod-2",
      "prod-3",
      "prod-4",
      "prod-5",
    ]);
    expect(first.body.page).toEqual({ pageNum: 0, pageSize: 5, totalElements: 25, totalPages: 5 });
    expect(last.body.data.map((product) => product.id)).toEqual([
      "prod-21",
      "prod-22",
      "prod-23",
      "prod-24",
      "prod-25",
    ]);
  });

  it("answers an unknown product with the API's 404 envelope", async () => {
    const { status, body } = await call<ApiErrorBody>("GET", "/pod/products/no-such-product");
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, message: "Product not found" });
  });

  it("adds to the cart like the server: one line per variant, quantities summed, 0 removes", async () => {
    const { body } = await call<DataResponse<CompactProduct>>("GET", "/pod/products/tee");
    const product = unpackProduct(body.data);
    const variant = product.variants.find((candidate) => candidate.available);
    if (!variant) throw new Error("the tee has an available variant");
    const line = { productId: product.id, variantId: variant.id };

    await call<DataResponse<Cart>>("POST", "/order/v3/cart/add", { ...line, quantity: 1 });
    const added = await call<DataResponse<Cart>>("POST", "/order/v3/cart/add", {
      ...line,
      quantity: 2,
    });
    expect(added.body.data.items).toHaveLength(1);
    expect(added.body.data.items[0]).toMatchObject({ variantId: variant.id, quantity: 3 });
    expect((await call<DataResponse<Cart>>("GET", "/order/v3/cart")).body.data.items).toEqual(
      added.body.data.items,
    );

    const itemId = added.body.data.items[0]?.id;
    const emptied = await call<DataResponse<Cart>>("PUT", "/order/v3/cart/change", {
      itemId,
      quantity: 0,
    });
    expect(emptied.body.data.items).toEqual([]);
  });

  it("opens a coming-soon shop with the demo's password only", async () => {
    const right = await call<DataResponse<{ ok: boolean }>>("POST", "/pod/coming-soon/enter", {
      password: COMING_SOON_PASSWORD,
    });
    const wrong = await call<ApiErrorBody>("POST", "/pod/coming-soon/enter", {
      password: `${COMING_SOON_PASSWORD}!`,
    });
    expect(right).toEqual({ status: 200, body: { data: { ok: true } } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
  });
});
