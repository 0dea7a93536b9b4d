import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { pageInfo } from "../http/paging";
import type { ShopEnv } from "../http/shop-env";
import { assertSameShop } from "../shops/resolve-shop";
import { listProducts } from "../storefront/product-queries";
import { addToCart, cartNotFound, changeCartItem, loadCart } from "./cart-store";

const { get, add, change, recommend } = endpoints.cart;

/** The cart calls of `/order/v3/cart` and the cross-sell of `/pod/cart/v2/recommend`. */
export function cartRoutes({ db, variantCache }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  onEndpoint(router, get, [], async (c, { query: { cartToken } }) => {
    const cart = await loadCart(db, c.var.shop, cartToken);
    if (!cart) throw cartNotFound();
    return c.json({ data: cart });
  });
  onEndpoint(router, add, [], async (c, { query: { cartToken }, body }) => {
    const { contents } = await addToCart(db, c.var.shop, cartToken, body, variantCache);
    return c.json({ data: contents });
  });
  onEndpoint(router, change, [], async (c, { query: { cartToken }, body }) => {
    await changeCartItem(db, c.var.shop, cartToken, body);
    return c.json({ data: await loadCart(db, c.var.shop, cartToken) });
  });
  onEndpoint(router, recommend, [], async (c, { query }) => {
    const { shopId, cartToken, ...page } = query;
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
  return router;
}
