import { Hono } from "hono";

import type { ShopApiDeps, ShopEnv } from "../http/env";
import { httpError } from "../http/http-error";
import { pageInfo, pagingQuery } from "../http/paging";
import { publicRead, tagRecords } from "../http/shared-cache";
import { commaList, idSchema, parseQuery } from "../http/validate";
import { findCollection, listCollections } from "./collection-queries";
import { throwIfRenamed } from "./slug-redirect";

const listQuery = pagingQuery(["position", "title", "createdAt"], {
  orderBy: "position",
  direction: "ASC",
}).extend({ ids: commaList.optional() });

/** `GET /pod/collections` and `GET /pod/collections/{idOrSlug}`. */
export function collectionRoutes({ db, readCache }: ShopApiDeps) {
  return new Hono<ShopEnv>()
    .get("/pod/collections", publicRead("collections", readCache), async (c) => {
      const query = parseQuery(c, listQuery);
      const { items, total } = await listCollections(db, c.var.shop.id, query);
      return c.json({ data: items, page: pageInfo(query.pageNum, query.pageSize, total) });
    })
    .get("/pod/collections/:idOrSlug", publicRead("collections", readCache), async (c) => {
      const idOrSlug = idSchema.parse(c.req.param("idOrSlug"));
      const collection = await findCollection(db, c.var.shop.id, idOrSlug);
      if (collection) {
        tagRecords(c, "collection", [collection.id]);
        return c.json({ data: collection });
      }
      await throwIfRenamed(db, c.var.shop.id, "COLLECTION", idOrSlug);
      throw httpError(404, "Collection not found.", { code: "NOT_FOUND" });
    });
}
