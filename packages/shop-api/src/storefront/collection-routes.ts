import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { pageInfo } from "../http/paging";
import { publicRead, tagRecords } from "../http/shared-cache";
import type { ShopEnv } from "../http/shop-env";
import { findCollection, listCollections } from "./collection-queries";
import { throwIfRenamed } from "./slug-redirect";

const { listCollections: list, getCollection } = endpoints.storefront;

/** `GET /pod/collections` and `GET /pod/collections/{idOrSlug}`. */
export function collectionRoutes({ db, readCache }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  const cached = publicRead("collections", readCache);
  onEndpoint(router, list, [cached], async (c, { query }) => {
    const { items, total } = await listCollections(db, c.var.shop.id, query);
    return c.json({ data: items, page: pageInfo(query.pageNum, query.pageSize, total) });
  });
  onEndpoint(router, getCollection, [cached], async (c, { params: { idOrSlug } }) => {
    const collection = await findCollection(db, c.var.shop.id, idOrSlug);
    if (collection) {
      tagRecords(c, "collection", [collection.id]);
      return c.json({ data: collection });
    }
    await throwIfRenamed(db, c.var.shop.id, "COLLECTION", idOrSlug);
    throw httpError(404, "Collection not found.", { code: "NOT_FOUND" });
  });
  return router;
}
