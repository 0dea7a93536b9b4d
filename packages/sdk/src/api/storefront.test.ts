import { packProduct } from "@vitrine/contract";
import { createTeeProduct } from "@vitrine/contract/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { type CallRow, expectCall, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, sendJson, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

const page = { pageNum: 1, pageSize: 12, totalElements: 30, totalPages: 3 };

const rows: CallRow[] = [
  {
    name: "listCollections with defaults asks for the first page of 12",
    call: (api) => api.storefront.listCollections(),
    method: "GET",
    path: "/pod/collections",
    query: { pageNum: "0", pageSize: "12" },
    data: [],
    page,
  },
  {
    name: "listCollections sends ids as a comma list, sorting, and page 2 as pageNum 1",
    call: (api) =>
      api.storefront.listCollections({
        ids: ["c1", "c2"],
        orderBy: "title",
        direction: "ASC",
        page: 2,
        pageSize: 6,
      }),
    method: "GET",
    path: "/pod/collections",
    query: { ids: "c1,c2", orderBy: "title", direction: "ASC", pageNum: "1", pageSize: "6" },
    data: [],
    page,
  },
  {
    name: "getCollection",
    call: (api) => api.storefront.getCollection("summer"),
    method: "GET",
    path: "/pod/collections/summer",
  },
  {
    name: "listProducts sends collectionIds and the 0-based page",
    call: (api) =>
      api.storefront.listProducts({
        collectionIds: ["c1"],
        orderBy: "price",
        direction: "DESC",
        page: 3,
      }),
    method: "GET",
    path: "/pod/products",
    query: {
      collectionIds: "c1",
      orderBy: "price",
      direction: "DESC",
      pageNum: "2",
      pageSize: "12",
    },
    data: [],
    page,
  },
  {
    name: "getProduct encodes the slug as one segment, and answers the compact variants as objects",
    call: (api) => api.storefront.getProduct("tee/blue"),
    method: "GET",
    path: "/pod/products/tee%2Fblue",
    data: packProduct(createTeeProduct()),
    answer: createTeeProduct(),
  },
  {
    name: "searchByCollections",
    call: (api) => api.storefront.searchByCollections({ collectionIds: ["a", "b"], size: 4 }),
    method: "GET",
    path: "/pod/products/search/collections",
    query: { collectionIds: "a,b", size: "4" },
    data: [],
  },
  {
    name: "related defaults to 12",
    call: (api) => api.storefront.related("p1"),
    method: "GET",
    path: "/pod/products/p1/related",
    query: { limit: "12" },
    data: [],
  },
  {
    name: "quantityDiscounts",
    call: (api) => api.storefront.quantityDiscounts("p1", { variantId: "v1", cartToken: "c_1" }),
    method: "GET",
    path: "/pod/products/p1/quantity-discounts",
    query: { variantId: "v1", cartToken: "c_1" },
  },
];

describe("storefront namespace (storefrontApiBase)", () => {
  it.each(rows)("$name", (row) => expectCall(server, storefront, row, "/sf"));

  it("sends no token to the storefront API", async () => {
    server.respondWith((_request, response) =>
      sendJson(response, 200, { data: packProduct(createTeeProduct()) }),
    );
    await storefront.api.storefront.getProduct("p1");
    const request = server.requests.at(-1);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers["x-membership-token"]).toBeUndefined();
  });

  it("refuses page 0 before calling, since UI pages count from 1", async () => {
    const before = server.requests.length;
    await expect(storefront.api.storefront.listProducts({ page: 0 })).rejects.toThrow(RangeError);
    expect(server.requests).toHaveLength(before);
  });

  it("refuses an empty id, which would call the listing instead", async () => {
    await expect(storefront.api.storefront.getProduct("")).rejects.toThrow(TypeError);
  });
});
