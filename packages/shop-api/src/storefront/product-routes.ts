import { Hono } from "hono";
import { z } from "zod";
import type { ShopApiDeps, ShopEnv } from "../http/env";
import { httpError } from "../http/http-error";
import { MAX_PAGE_SIZE, pageInfo, pagingQuery } from "../http/paging";
import { publicRead, tagRecords } from "../http/shared-cache";
import { commaList, idSchema, parseQuery } from "../http/validate";
import { listCollections } from "./collection-queries";
import { findProduct, listProducts, relatedProducts } from "./product-queries";
import { activeTier } from "./quantity-tiers";
import { throwIfRenamed } from "./slug-redirect";

export const PRODUCT_ORDER_BYS = ["createdAt", "price", "name", "bestSelling"] as const;

const listQuery = pagingQuery(PRODUCT_ORDER_BYS, {
  orderBy: "createdAt",
  direction: "DESC",
}).extend({
  collectionIds: commaList.optional(),
});
const searchQuery = z.object({
  collectionIds: commaList.optional(),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(12),
});
const relatedQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) });
const discountsQuery = z.object({ variantId: idSchema, cartToken: z.string().max(200).optional() });

const productNotFound = () => httpError(404, "Product not found.", { code: "NOT_FOUND" });

/** The product calls of `/pod/products`. */
export function productRoutes({ db, readCache }: ShopApiDeps) {
  return new Hono<ShopEnv>()
    .get("/pod/products", publicRead("products", readCache), async (c) => {
      const { collectionIds, ...page } = parseQuery(c, listQuery);
      const { items, total } = await listProducts(db, c.var.shop.id, { collectionIds }, page);
      return c.json({ data: items, page: pageInfo(page.pageNum, page.pageSize, total) });
    })
    .get("/pod/products/search/collections", publicRead("products", readCache), async (c) => {
      const { collectionIds, size } = parseQuery(c, searchQuery);
      const collections = await listCollections(db, c.var.shop.id, {
        ids: collectionIds,
        orderBy: "position",
        direction: "ASC",
        pageNum: 0,
        pageSize: MAX_PAGE_SIZE,
      });
      const groups = await Promise.all(
        collections.items.map(async (collection) => ({
          collection,
          products: (
            await listProducts(
              db,
              c.var.shop.id,
              { collectionIds: [collection.id] },
              { orderBy: "bestSelling", direction: "DESC", pageNum: 0, pageSize: size },
            )
          ).items,
        })),
      );
      return c.json({ data: groups });
    })
    .get("/pod/products/:idOrSlug", publicRead("products", readCache), async (c) => {
      const idOrSlug = idSchema.parse(c.req.param("idOrSlug"));
      const product = await findProduct(db, c.var.shop.id, idOrSlug);
      if (product) {
        tagRecords(c, "product", [product.id]);
        return c.json({ data: product });
      }
      await throwIfRenamed(db, c.var.shop.id, "PRODUCT", idOrSlug);
      throw productNotFound();
    })
    .get("/pod/products/:productId/related", publicRead("products", readCache), async (c) => {
      const productId = idSchema.parse(c.req.param("productId"));
      const { limit } = parseQuery(c, relatedQuery);
      const exists = await db
        .selectFrom("products")
        .select("id")
        .where("id", "=", productId)
        .where("shop_id", "=", c.var.shop.id)
        .executeTakeFirst();
      if (!exists) throw productNotFound();
      return c.json({ data: await relatedProducts(db, c.var.shop.id, productId, limit) });
    })
    .get("/pod/products/:productId/quantity-discounts", async (c) => {
      const productId = idSchema.parse(c.req.param("productId"));
      const { variantId, cartToken } = parseQuery(c, discountsQuery);
      const variant = await db
        .selectFrom("product_variants")
        .innerJoin("products", "products.id", "product_variants.product_id")
        .select("product_variants.id")
        .where("product_variants.id", "=", variantId)
        .where("products.id", "=", productId)
        .where("products.shop_id", "=", c.var.shop.id)
        .executeTakeFirst();
      if (!variant) throw httpError(404, "Product variant not found.", { code: "NOT_FOUND" });

      const [tierRows, line] = await Promise.all([
        db
          .selectFrom("quantity_discount_tiers")
          .select(["min_quantity", "percent_off"])
          .where("product_id", "=", productId)
          .orderBy("min_quantity")
          .execute(),
        cartToken
          ? db
              .selectFrom("cart_items")
              .innerJoin("carts", "carts.id", "cart_items.cart_id")
              .select("cart_items.quantity")
              .where("carts.token", "=", cartToken)
              .where("carts.shop_id", "=", c.var.shop.id)
              .where("cart_items.variant_id", "=", variantId)
              .executeTakeFirst()
          : undefined,
      ]);
      const tiers = tierRows.map((row) => ({
        minQuantity: row.min_quantity,
        percentOff: row.percent_off,
      }));
      const quantityInCart = line?.quantity ?? 0;
      return c.json({
        data: {
          productId,
          variantId,
          tiers,
          quantityInCart,
          activeTier: activeTier(tiers, quantityInCart),
        },
      });
    });
}
