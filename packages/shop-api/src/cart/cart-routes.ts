import { Hono } from "hono";
import { z } from "zod";
import type { ShopApiDeps, ShopEnv } from "../http/env";
import { pageInfo, pagingQuery } from "../http/paging";
import { idSchema, parseJson, parseQuery } from "../http/validate";
import { assertSameShop } from "../shops/resolve-shop";
import { listProducts } from "../storefront/product-queries";
import { PRODUCT_ORDER_BYS } from "../storefront/product-routes";
import { addToCart, cartNotFound, changeCartItem, loadCart } from "./cart-store";

const MAX_LINE_QUANTITY = 999;

const tokenSchema = z.string().min(1).max(200);
const cartQuery = z.object({ cartToken: tokenSchema });
const addQuery = z.object({ cartToken: tokenSchema.optional() });
const addBody = z.object({
  productId: idSchema,
  variantId: idSchema,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
const changeBody = z.object({
  itemId: idSchema,
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
});
const recommendQuery = pagingQuery(PRODUCT_ORDER_BYS, {
  orderBy: "price",
  direction: "DESC",
  pageSize: 4,
}).extend({ shopId: z.string().max(100).optional(), cartToken: tokenSchema.optional() });

/** The cart calls of `/order/v3/cart` and the cross-sell of `/pod/cart/v2/recommend`. */
export function cartRoutes({ db, variantCache }: ShopApiDeps) {
  return new Hono<ShopEnv>()
    .get("/order/v3/cart", async (c) => {
      const { cartToken } = parseQuery(c, cartQuery);
      const cart = await loadCart(db, c.var.shop, cartToken);
      if (!cart) throw cartNotFound();
      return c.json({ data: cart });
    })
    .post("/order/v3/cart/add", async (c) => {
      const { cartToken } = parseQuery(c, addQuery);
      const payload = await parseJson(c, addBody);
      const { contents } = await addToCart(db, c.var.shop, cartToken, payload, variantCache);
      return c.json({ data: contents });
    })
    .put("/order/v3/cart/change", async (c) => {
      const { cartToken } = parseQuery(c, cartQuery);
      await changeCartItem(db, c.var.shop, cartToken, await parseJson(c, changeBody));
      return c.json({ data: await loadCart(db, c.var.shop, cartToken) });
    })
    .get("/pod/cart/v2/recommend", async (c) => {
      const { shopId, cartToken, ...page } = parseQuery(c, recommendQuery);
      assertSameShop(c.var.shop.id, shopId);
      const cart = cartToken ? await loadCart(db, c.var.shop, cartToken) : undefined;
      const { items, total } = await listProducts(
        db,
        c.var.shop.id,
        { excludeIds: cart?.items.map((item) => item.productId), onlyAvailable: true },
        page,
      );
      return c.json({ data: items, page: pageInfo(page.pageNum, page.pageSize, total) });
    });
}
