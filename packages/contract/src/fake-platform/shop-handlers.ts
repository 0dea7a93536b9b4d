import { delay, HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { packProduct } from "../catalog/compact-product";
import { endpoints } from "../endpoints/index";
import type { Collection, ProductSummary } from "../types/catalog";
import type { ApiErrorBody } from "../types/common";
import type { StorefrontEndpoints } from "../types/shop";
import {
  catalogueProducts,
  collections,
  productSummaries,
  productsOfCollection,
  quantityDiscountsFor,
  socialFeed,
} from "./catalog-fixtures";
import { mockCart } from "./mock-cart";
import { assignedTemplate } from "./mock-templates";

/** The fake origin every story's storefront calls; msw answers it, nothing leaves the browser. */
export const MOCK_ORIGIN = "https://shop.test";

/** Every API base of the fake shop: all of them its one origin. */
export const MOCK_ENDPOINTS: Readonly<StorefrontEndpoints> = Object.freeze({
  gatewayBase: MOCK_ORIGIN,
  storefrontApiBase: MOCK_ORIGIN,
  membershipBase: MOCK_ORIGIN,
  creatorSiteBase: MOCK_ORIGIN,
  assetsHost: MOCK_ORIGIN,
  imageHost: MOCK_ORIGIN,
});

const api = (path: string) => `${MOCK_ORIGIN}${path}`;
const { storefront, cart } = endpoints;

/** A page of `items` as the listing calls answer it (`pageNum` 0-based). */
function listPage<T>(items: readonly T[], url: URL) {
  const pageNum = Number(url.searchParams.get("pageNum") ?? 0);
  const pageSize = Number(url.searchParams.get("pageSize") ?? 12);
  return {
    data: items.slice(pageNum * pageSize, (pageNum + 1) * pageSize),
    page: {
      pageNum,
      pageSize,
      totalElements: items.length,
      totalPages: Math.ceil(items.length / pageSize),
    },
  };
}

function sortProducts(items: ProductSummary[], url: URL): ProductSummary[] {
  const orderBy = url.searchParams.get("orderBy");
  const sign = url.searchParams.get("direction") === "DESC" ? -1 : 1;
  if (orderBy === "price") return [...items].sort((a, b) => sign * (a.price - b.price));
  if (orderBy === "name") return [...items].sort((a, b) => sign * a.name.localeCompare(b.name));
  return items;
}

function findCollection(idOrSlug: string): Collection | undefined {
  return collections.find((item) => item.id === idOrSlug || item.slug === idOrSlug);
}

/** The shop API's error envelope (spec §8), with the failure's name when it has one. */
export function apiError(status: number, message: string, code?: string) {
  const body: ApiErrorBody = {
    statusCode: status,
    statusMessage: status === 404 ? "Not Found" : "Internal Server Error",
    message,
    ...(code === undefined ? {} : { code }),
  };
  return HttpResponse.json(body, { status });
}

/**
 * Every shop call of the default theme answered from the shared fixtures, grouped by concern so a
 * story replaces one group (`parameters.msw.handlers.products`) and keeps the rest.
 */
export const shopHandlers = {
  collections: [
    http.get(api(storefront.listCollections.path), ({ request }) => {
      const url = new URL(request.url);
      const ids = url.searchParams.get("ids")?.split(",");
      const chosen = ids ? collections.filter((item) => ids.includes(item.id)) : collections;
      // The fixtures are in position order, which is also the order they were made in.
      const ordered =
        url.searchParams.get("orderBy") === "title"
          ? chosen.toSorted((a, b) => a.title.localeCompare(b.title))
          : chosen;
      const items = url.searchParams.get("direction") === "DESC" ? ordered.toReversed() : ordered;
      return HttpResponse.json(listPage(items, url));
    }),
    http.get(api(storefront.getCollection.path), ({ params }) => {
      const collection = findCollection(String(params.idOrSlug));
      return collection
        ? HttpResponse.json({
            data: { ...collection, template: assignedTemplate(collection.id) },
          })
        : apiError(404, "Collection not found");
    }),
  ],
  products: [
    http.get(api(storefront.listProducts.path), ({ request }) => {
      const url = new URL(request.url);
      const ids = url.searchParams.get("collectionIds")?.split(",") ?? [];
      const collection = ids.length > 0 ? findCollection(ids[0] ?? "") : undefined;
      const items = collection ? productsOfCollection(collection) : productSummaries;
      return HttpResponse.json(listPage(sortProducts(items, url), url));
    }),
    http.get(api(storefront.searchByCollections.path), ({ request }) => {
      const url = new URL(request.url);
      const size = Number(url.searchParams.get("size") ?? 12);
      const ids = url.searchParams.get("collectionIds")?.split(",") ?? [];
      const groups = ids.flatMap((id) => {
        const collection = findCollection(id);
        return collection
          ? [{ collection, products: productsOfCollection(collection).slice(0, size) }]
          : [];
      });
      return HttpResponse.json({ data: groups });
    }),
    http.get(api(storefront.getProduct.path), ({ params }) => {
      const key = String(params.idOrSlug);
      const product = catalogueProducts().find((item) => item.id === key || item.slug === key);
      return product
        ? HttpResponse.json({
            data: packProduct({ ...product, template: assignedTemplate(product.id) }),
          })
        : apiError(404, "Product not found");
    }),
  ],
  related: [
    http.get(api(storefront.related.path), ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get("limit") ?? 12);
      return HttpResponse.json({ data: productSummaries.slice(4, 4 + limit) });
    }),
  ],
  quantityDiscounts: [
    http.get(api(storefront.quantityDiscounts.path), ({ params, request }) => {
      const variantId = new URL(request.url).searchParams.get("variantId") ?? "";
      const inCart = mockCart.items
        .filter((item) => item.variantId === variantId)
        .reduce((sum, item) => sum + item.quantity, 0);
      return HttpResponse.json({
        data: quantityDiscountsFor(String(params.productId), variantId, inCart),
      });
    }),
  ],
  social: [
    http.get(api(endpoints.social.feed.path), ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get("limit") ?? 8);
      const platform = String(params.platform);
      if (platform !== "TIKTOK" && platform !== "YOUTUBE" && platform !== "INSTAGRAM") {
        return apiError(404, "Unknown platform");
      }
      const handle = platform === "YOUTUBE" ? (query.get("handle") ?? undefined) : undefined;
      return HttpResponse.json({ data: socialFeed(platform, limit, handle) });
    }),
  ],
  newsletter: [
    // The shop answers the same for a new address and a known one; only a non-address is refused.
    http.post(api(endpoints.newsletter.subscribe.path), async ({ request }) =>
      z.safeParse(endpoints.newsletter.subscribe.body, await request.json()).success
        ? HttpResponse.json({ data: { ok: true } }, { status: 202 })
        : apiError(400, "Enter a valid email address."),
    ),
    http.get(api(endpoints.newsletter.listSubscribers.path), () =>
      HttpResponse.json({
        data: [{ email: "reader@demo.test", subscribedAt: "2026-11-20T10:00:00.000Z" }],
      }),
    ),
  ],
  cart: [
    http.get(api(cart.get.path), () => HttpResponse.json({ data: mockCart.current() })),
    http.post(api(cart.add.path), async ({ request }) => {
      const payload = z.safeParse(cart.add.body, await request.json());
      return payload.success
        ? HttpResponse.json({ data: mockCart.add(payload.data) })
        : apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    }),
    http.put(api(cart.change.path), async ({ request }) => {
      const payload = z.safeParse(cart.change.body, await request.json());
      return payload.success
        ? HttpResponse.json({ data: mockCart.change(payload.data) })
        : apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    }),
  ],
  recommend: [
    http.get(api(endpoints.cart.recommend.path), ({ request }) => {
      const url = new URL(request.url);
      const byPrice = [...productSummaries].sort((a, b) => b.price - a.price);
      return HttpResponse.json(listPage(byPrice, url));
    }),
  ],
} satisfies Record<string, RequestHandler[]>;

export type ShopHandlerGroup = keyof typeof shopHandlers;
type Method = "get" | "post" | "put" | "delete";

/** A call that never answers, for loading states. */
export function neverAnswers(method: Method, path: string): RequestHandler[] {
  return [
    http[method](api(path), async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  ];
}

/** A call that fails with the shop API's error envelope, for error states. */
export function failsWith(
  method: Method,
  path: string,
  status = 500,
  message = "The service is unavailable",
): RequestHandler[] {
  return [http[method](api(path), () => apiError(status, message))];
}

/** A listing call that answers an empty page, for empty states. */
export function answersEmptyList(path: string): RequestHandler[] {
  return [
    http.get(api(path), () =>
      HttpResponse.json({
        data: [],
        page: { pageNum: 0, pageSize: 12, totalElements: 0, totalPages: 0 },
      }),
    ),
  ];
}

/** A data call that answers `data`, e.g. an empty feed: `answersData("/pod/app/:shopId/social/:platform/feed", [])`. */
export function answersData(path: string, data: unknown): RequestHandler[] {
  return [http.get(api(path), () => HttpResponse.json({ data }))];
}
