import { endpoints, MAX_PAGE_SIZE, packProduct } from "@vitrine/contract";
import { Hono } from "hono";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { pageInfo } from "../http/paging";
import { publicRead, tagRecords } from "../http/shared-cache";
import type { ShopEnv } from "../http/shop-env";
import { listCollections } from "./collection-queries";
import { findProduct, listProducts, relatedProducts } from "./product-queries";
import { activeTier } from "./quantity-tiers";
import { throwIfRenamed } from "./slug-redirect";

const {
  listProducts: list,
  searchByCollections,
  getProduct,
  related,
  quantityDiscounts,
} = endpoints.storefront;

const productNotFound = () => httpError(404, "Product not found.", { code: "NOT_FOUND" });

/** The product calls of `/pod/products`. */
export function productRoutes({ db, readCache }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  const cached = publicRead("products", readCache);
  onEndpoint(router, list, [cached], async (c, { query }) => {
    const { collectionIds, ...page } = query;
    const { items, total } = await listProducts(db, c.var.shop.id, { collectionIds }, page);
    return c.json({ data: items, page: pageInfo(page.pageNum, page.pageSize, total) });
  });
  onEndpoint(router, searchByCollections, [cached], async (c, { query }) => {
    const { collectionIds, size } = query;
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
  });
  onEndpoint(router, getProduct, [cached], async (c, { params: { idOrSlug } }) => {
    const product = await findProduct(db, c.var.shop.id, idOrSlug);
    if (product) {
      tagRecords(c, "product", [product.id]);
      return c.json({ data: packProduct(product) });
    }
    await throwIfRenamed(db, c.var.shop.id, "PRODUCT", idOrSlug);
    throw productNotFound();
  });
  onEndpoint(router, related, [cached], async (c, { params: { productId }, query: { limit } }) => {
    const exists = await db
      .selectFrom("products")
      .select("id")
      .where("id", "=", productId)
      .where("shop_id", "=", c.var.shop.id)
      .executeTakeFirst();
    if (!exists) throw productNotFound();
    return c.json({ data: await relatedProducts(db, c.var.shop.id, productId, limit) });
  });
  onEndpoint(router, quantityDiscounts, [], async (c, { params: { productId }, query }) => {
    const { variantId, cartToken } = query;
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
  return router;
}
