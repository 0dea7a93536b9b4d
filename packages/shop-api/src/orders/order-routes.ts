import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { z } from "zod";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import type { ShopEnv } from "../http/shop-env";
import { parseOrThrow } from "../http/validate";
import { paymentProviderFor } from "../payments/provider-for";
import { createShopPayments } from "../shop-checkout/shop-payments";
import { cancelOrder, orderNotFound, toOrder } from "./order-store";

const { thankyou, getByCode, cancel } = endpoints.shopOrders;

/** Codes are shown grouped and upper-case; accept what a shopper types. */
const orderCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((code) => code.toUpperCase());

/**
 * Orders under `/order/v3/orders`: the thank-you page by id and its secret, the status page by
 * its unguessable code, and cancelling while not yet fulfilled.
 */
export function orderRoutes(deps: ShopApiDeps) {
  const { db, clock, changeFeed } = deps;
  const payments = createShopPayments(paymentProviderFor(deps));
  const router = new Hono<ShopEnv>();
  onEndpoint(router, thankyou, [], async (c, { params: { orderId, thankyouId } }) => {
    const row = await db
      .selectFrom("orders")
      .selectAll()
      .where("shop_id", "=", c.var.shop.id)
      .where("id", "=", orderId)
      .where("thankyou_id", "=", thankyouId)
      .executeTakeFirst();
    if (!row) throw orderNotFound();
    return c.json({ data: toOrder(row) });
  });
  onEndpoint(router, getByCode, [], async (c, { params }) => {
    const code = parseOrThrow(orderCode, params.orderCode);
    const row = await db
      .selectFrom("orders")
      .selectAll()
      .where("shop_id", "=", c.var.shop.id)
      .where("code", "=", code)
      .executeTakeFirst();
    if (!row) throw orderNotFound();
    return c.json({ data: toOrder(row) });
  });
  onEndpoint(router, cancel, [], async (c, { params, body: { reason } }) => {
    const code = parseOrThrow(orderCode, params.orderCode);
    const row = await cancelOrder(db, payments, c.var.shop.id, code, reason ?? null, clock());
    await changeFeed.publish({ shopId: c.var.shop.id, scope: "products" });
    return c.json({ data: toOrder(row) });
  });
  return router;
}
