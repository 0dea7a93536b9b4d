import { Hono } from "hono";
import { z } from "zod";
import type { ShopApiDeps } from "../http/env";
import type { ShopEnv } from "../http/shop-env";
import { idSchema, parseJson } from "../http/validate";
import { paymentProviderFor } from "../payments/provider-for";
import { createShopPayments } from "../shop-checkout/shop-payments";
import { cancelOrder, orderNotFound, toOrder } from "./order-store";

/** Codes are shown grouped and upper-case; accept what a shopper types. */
const orderCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((code) => code.toUpperCase());
const cancelBody = z.object({ reason: z.string().trim().max(500).optional() });

/**
 * Orders under `/order/v3/orders`: the thank-you page by id and its secret, the status page by
 * its unguessable code, and cancelling while not yet fulfilled.
 */
export function orderRoutes(deps: ShopApiDeps) {
  const { db, clock, changeFeed } = deps;
  const payments = createShopPayments(paymentProviderFor(deps));
  return new Hono<ShopEnv>()
    .get("/order/v3/orders/thankyou/:orderId/:thankyouId", async (c) => {
      const orderId = idSchema.parse(c.req.param("orderId"));
      const thankyouId = idSchema.parse(c.req.param("thankyouId"));
      const row = await db
        .selectFrom("orders")
        .selectAll()
        .where("shop_id", "=", c.var.shop.id)
        .where("id", "=", orderId)
        .where("thankyou_id", "=", thankyouId)
        .executeTakeFirst();
      if (!row) throw orderNotFound();
      return c.json({ data: toOrder(row) });
    })
    .get("/order/v3/orders/:orderCode", async (c) => {
      const code = orderCode.parse(c.req.param("orderCode"));
      const row = await db
        .selectFrom("orders")
        .selectAll()
        .where("shop_id", "=", c.var.shop.id)
        .where("code", "=", code)
        .executeTakeFirst();
      if (!row) throw orderNotFound();
      return c.json({ data: toOrder(row) });
    })
    .put("/order/v3/orders/:orderCode/cancel", async (c) => {
      const code = orderCode.parse(c.req.param("orderCode"));
      const { reason } = await parseJson(c, cancelBody);
      const row = await cancelOrder(db, payments, c.var.shop.id, code, reason ?? null, clock());
      await changeFeed.publish({ shopId: c.var.shop.id, scope: "products" });
      return c.json({ data: toOrder(row) });
    });
}
