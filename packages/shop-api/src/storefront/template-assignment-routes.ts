import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { shopCreator } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";

const { assignProductTemplate, assignCollectionTemplate } = endpoints.templates;

/**
 * `PUT /api/creators/{products|collections}/:id/template`: the shop's creator assigns the
 * template a product's or collection's page shows (the contract checks the name is of its page
 * type: 400), or `null` for the page type's own; an id of another shop or none is 404. Pages
 * read it from the product's and collection's answers, so the catalogue's caches are emptied.
 */
export function templateAssignmentRoutes({ db, sessions, changeFeed }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  const creator = [shopCreator(sessions)];
  const assign = async (
    table: "products" | "collections",
    shopId: string,
    id: string,
    template: string | null,
  ) => {
    const updated = await db
      .updateTable(table)
      .set({ template })
      .where("shop_id", "=", shopId)
      .where("id", "=", id)
      .returning(["id", "template"])
      .executeTakeFirst();
    if (updated === undefined) {
      const what = table === "products" ? "Product" : "Collection";
      throw httpError(404, `${what} not found.`, { code: "NOT_FOUND" });
    }
    await changeFeed.publish({ shopId, scope: "products" });
    return updated;
  };
  onEndpoint(router, assignProductTemplate, creator, async (c, { params, body }) =>
    c.json({ data: await assign("products", c.var.shop.id, params.productId, body.template) }),
  );
  onEndpoint(router, assignCollectionTemplate, creator, async (c, { params, body }) =>
    c.json({
      data: await assign("collections", c.var.shop.id, params.collectionId, body.template),
    }),
  );
  return router;
}
