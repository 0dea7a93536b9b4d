import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { type CallRow, expectCall, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

const gatewayRows: CallRow[] = [
  {
    name: "get",
    call: (api) => api.cart.get("c_1"),
    method: "GET",
    path: "/order/v3/cart",
    query: { cartToken: "c_1" },
  },
  {
    name: "add sends no cartToken on the first add",
    call: (api) => api.cart.add(undefined, { productId: "p1", variantId: "v1", quantity: 2 }),
    method: "POST",
    path: "/order/v3/cart/add",
    body: { productId: "p1", variantId: "v1", quantity: 2 },
  },
  {
    name: "add to an existing cart",
    call: (api) => api.cart.add("c_1", { productId: "p1", variantId: "v1", quantity: 1 }),
    method: "POST",
    path: "/order/v3/cart/add",
    query: { cartToken: "c_1" },
    body: { productId: "p1", variantId: "v1", quantity: 1 },
  },
  {
    name: "change with quantity 0 removes the line",
    call: (api) => api.cart.change("c_1", { itemId: "i1", quantity: 0 }),
    method: "PUT",
    path: "/order/v3/cart/change",
    query: { cartToken: "c_1" },
    body: { itemId: "i1", quantity: 0 },
  },
];

const page = { pageNum: 0, pageSize: 4, totalElements: 4, totalPages: 1 };

const recommendRows: CallRow[] = [
  {
    name: "recommend defaults to 4 a page, price descending, page 0",
    call: (api) => api.cart.recommend("c_1"),
    method: "GET",
    path: "/pod/cart/v2/recommend",
    query: {
      shopId: "shop_1",
      direction: "DESC",
      orderBy: "price",
      pageNum: "0",
      pageSize: "4",
      cartToken: "c_1",
    },
    data: [],
    page,
  },
  {
    name: "recommend takes the UI's page 2 as pageNum 1",
    call: (api) => api.cart.recommend(undefined, { page: 2, orderBy: "name", direction: "ASC" }),
    method: "GET",
    path: "/pod/cart/v2/recommend",
    query: { shopId: "shop_1", direction: "ASC", orderBy: "name", pageNum: "1", pageSize: "4" },
    data: [],
    page,
  },
];

describe("cart namespace", () => {
  it.each(gatewayRows)("$name (gatewayBase)", (row) => expectCall(server, storefront, row, "/gw"));
  it.each(recommendRows)("$name (storefrontApiBase)", (row) =>
    expectCall(server, storefront, row, "/sf"),
  );

  it("sends no member token with cart calls", async () => {
    await storefront.api.cart.get("c_1");
    expect(server.requests.at(-1)?.headers["x-membership-token"]).toBeUndefined();
  });
});
