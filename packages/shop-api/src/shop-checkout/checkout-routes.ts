import {
  CHECKOUT_MESSAGE_MAX_LENGTH,
  type CheckoutLine,
  type ShippingAddress,
  type ShippingRate,
} from "@vitrine/contract";
import { Hono } from "hono";
import { z } from "zod";
import {
  addToCart,
  type CartRef,
  cartContents,
  loadCart,
  removePurchasedLines,
} from "../cart/cart-store";
import type { ShopApiDeps } from "../http/env";
import { httpError, isHttpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { idSchema, parseJson } from "../http/validate";
import { randomId } from "../orders/order-codes";
import { insertOrder, reserveStock } from "../orders/order-store";
import { paymentProviderFor } from "../payments/provider-for";
import { emailSchema, paymentMethodSchema, shippingAddressSchema } from "./checkout-schemas";
import {
  assertOpen,
  type CheckoutRow,
  findCheckout,
  linesOfCart,
  toShopCheckout,
} from "./checkout-store";
import { checkoutTotals } from "./checkout-totals";
import { shippingRates } from "./shipping-rates";
import { createShopPayments } from "./shop-payments";

const createBody = z.object({ cartToken: z.string().min(1).max(200) });
const informationBody = z.object({ email: emailSchema, shippingAddress: shippingAddressSchema });
const shippingBody = z.object({ shippingRateId: z.string().min(1).max(50) });
const messageBody = z.object({ message: z.string().trim().max(CHECKOUT_MESSAGE_MAX_LENGTH) });
const paymentBody = z.object({ paymentmethod: paymentMethodSchema });

function ratesFor(lines: CheckoutLine[], address: ShippingAddress): ShippingRate[] {
  const { subTotalAmount, totalDiscountAmount } = checkoutTotals(lines, 0, 0);
  return shippingRates(address.country, subTotalAmount - totalDiscountAmount);
}

/** The chosen rate priced again for new lines or a new address; null when no longer offered. */
function repriceRate(
  chosen: ShippingRate | null,
  lines: CheckoutLine[],
  address: ShippingAddress | null,
): ShippingRate | null {
  if (!chosen || !address) return null;
  return ratesFor(lines, address).find((rate) => rate.id === chosen.id) ?? null;
}

/**
 * The shop's checkout of a cart under `/order/v3/checkouts`: made from a cart token, then
 * information, shipping, an optional message and payment; recover resumes an abandoned one.
 * The unguessable checkout id is the shopper's key, as a cart token is.
 */
export function shopCheckoutRoutes(deps: ShopApiDeps) {
  const { db, clock, changeFeed } = deps;
  const payments = createShopPayments(paymentProviderFor(deps));
  const id = (param: string | undefined) => idSchema.parse(param);

  const update = async (row: CheckoutRow, changes: Partial<CheckoutRow>) =>
    db
      .updateTable("shop_checkouts")
      .set({
        ...changes,
        lines: JSON.stringify(changes.lines ?? row.lines),
        shipping_address: JSON.stringify(changes.shipping_address ?? row.shipping_address),
        shipping_rate: JSON.stringify(
          "shipping_rate" in changes ? changes.shipping_rate : row.shipping_rate,
        ),
        updated_at: clock(),
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();

  return new Hono<ShopEnv>()
    .post("/order/v3/checkouts", async (c) => {
      const { cartToken } = await parseJson(c, createBody);
      const cart = await loadCart(db, c.var.shop, cartToken);
      if (!cart || cart.items.length === 0) {
        throw httpError(400, "Your cart is empty.", { code: "CART_EMPTY" });
      }
      const cartRow = await db
        .selectFrom("carts")
        .select("id")
        .where("token", "=", cartToken)
        .executeTakeFirstOrThrow();
      const now = clock();
      const row = await db
        .insertInto("shop_checkouts")
        .values({
          id: randomId("chk"),
          shop_id: c.var.shop.id,
          status: "OPEN",
          cart_id: cartRow.id,
          currency: cart.currency,
          lines: JSON.stringify(linesOfCart(cart)),
          shipping_address: JSON.stringify(null),
          shipping_rate: JSON.stringify(null),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json({ data: await toShopCheckout(db, c.var.shop, row) });
    })
    .get("/order/v3/checkouts/:checkoutId", async (c) => {
      const row = await findCheckout(db, c.var.shop.id, id(c.req.param("checkoutId")));
      return c.json({ data: await toShopCheckout(db, c.var.shop, row) });
    })
    .put("/order/v3/checkouts/:checkoutId/information", async (c) => {
      const row = await findCheckout(db, c.var.shop.id, id(c.req.param("checkoutId")));
      assertOpen(row);
      const { email, shippingAddress } = await parseJson(c, informationBody);
      const updated = await update(row, {
        email,
        shipping_address: shippingAddress,
        shipping_rate: repriceRate(row.shipping_rate, row.lines, shippingAddress),
      });
      return c.json({ data: await toShopCheckout(db, c.var.shop, updated) });
    })
    .get("/order/v3/checkouts/:checkoutId/shipping-rates", async (c) => {
      const row = await findCheckout(db, c.var.shop.id, id(c.req.param("checkoutId")));
      if (!row.shipping_address) {
        throw httpError(400, "Enter a shipping address first.", { code: "INFORMATION_REQUIRED" });
      }
      return c.json({ data: ratesFor(row.lines, row.shipping_address) });
    })
    .put("/order/v3/checkouts/:checkoutId/shipping", async (c) => {
      const row = await findCheckout(db, c.var.shop.id, id(c.req.param("checkoutId")));
      assertOpen(row);
      const { shippingRateId } = await parseJson(c, shippingBody);
      if (!row.shipping_address) {
        throw httpError(400, "Enter a shipping address first.", { code: "INFORMATION_REQUIRED" });
      }
      const rate = ratesFor(row.lines, row.shipping_address).find((r) => r.id === shippingRateId);
      if (!rate) {
        throw httpError(400, "This shipping method is not offered for your address.", {
          code: "VALIDATION_ERROR",
          issues: [{ path: "shippingRateId", message: "Not offered for this address" }],
        });
      }
      const updated = await update(row, { shipping_rate: rate });
      return c.json({ data: await toShopCheckout(db, c.var.shop, updated) });
    })
    .put("/order/v3/checkouts/:checkoutId/message", async (c) => {
      const row = await findCheckout(db, c.var.shop.id, id(c.req.param("checkoutId")));
      assertOpen(row);
      const { message } = await parseJson(c, messageBody);
      const updated = await update(row, { message: message === "" ? null : message });
      return c.json({ data: await toShopCheckout(db, c.var.shop, updated) });
    })
    .post("/order/v3/checkouts/:checkoutId/recover", async (c) => {
      const shop = c.var.shop;
      const row = await findCheckout(db, shop.id, id(c.req.param("checkoutId")));
      if (row.status === "PAID") return c.json({ data: await toShopCheckout(db, shop, row) });
      // Prices, stock and discounts may have changed since: the cart prices the lines again,
      // and a cart that is gone (another device, cleared cookie) is rebuilt from the lines.
      const existing = row.cart_id
        ? await db
            .selectFrom("carts")
            .select("token")
            .where("id", "=", row.cart_id)
            .executeTakeFirst()
        : undefined;
      let cart = existing ? await loadCart(db, shop, existing.token) : undefined;
      if (!cart || cart.items.length === 0) {
        let recovered: CartRef | undefined;
        for (const line of row.lines) {
          try {
            recovered = await addToCart(db, shop, recovered?.token, {
              productId: line.productId,
              variantId: line.variantId,
              quantity: line.quantity,
            });
          } catch (error) {
            if (!isHttpError(error)) throw error;
          }
        }
        cart = recovered ? await cartContents(db, shop, recovered) : undefined;
      }
      if (!cart || cart.items.length === 0) {
        throw httpError(409, "Nothing in this checkout is available anymore.", {
          code: "CHECKOUT_UNAVAILABLE",
        });
      }
      const cartRow = await db
        .selectFrom("carts")
        .select("id")
        .where("token", "=", cart.token)
        .executeTakeFirstOrThrow();
      const lines = linesOfCart(cart);
      const updated = await update(row, {
        status: "OPEN",
        cart_id: cartRow.id,
        lines,
        failure_message: null,
        shipping_rate: repriceRate(row.shipping_rate, lines, row.shipping_address),
      });
      return c.json({ data: await toShopCheckout(db, shop, updated) });
    })
    .put("/order/v3/checkouts/:checkoutId/payment", async (c) => {
      const shop = c.var.shop;
      const checkoutId = id(c.req.param("checkoutId"));
      const { paymentmethod } = await parseJson(c, paymentBody);
      const row = await findCheckout(db, shop.id, checkoutId);
      if (row.status === "PAID") return c.json({ data: await toShopCheckout(db, shop, row) });
      const { email, shipping_address: address, shipping_rate: rate } = row;
      if (!email || !address || !rate) {
        throw httpError(400, "Complete your information and shipping first.", {
          code: "CHECKOUT_INCOMPLETE",
        });
      }
      const totals = checkoutTotals(row.lines, shop.tax_rate_bps, rate.amount);
      // The provider is called outside the transaction; the order is written after, and a
      // charge that ends in no order (sold out meanwhile, a concurrent payment) is refunded.
      const charge = await payments.charge({
        amount: totals.totalAmount,
        currency: row.currency,
        card: paymentmethod,
        description: `${shop.name} order`,
        customerRef: `checkout:${row.id}`,
      });
      if (charge.status === "DECLINED") {
        const failed = await update(row, {
          status: "PAYMENT_FAILED",
          failure_message: charge.message,
        });
        return c.json({ data: await toShopCheckout(db, shop, failed) });
      }
      try {
        const { paid, ordered } = await db.transaction().execute(async (trx) => {
          const current = await findCheckout(trx, shop.id, checkoutId, { lock: true });
          if (current.status === "PAID") return { paid: current, ordered: false };
          if (current.updated_at.getTime() !== row.updated_at.getTime()) {
            throw httpError(409, "Your checkout changed while paying. Please check it again.", {
              code: "CHECKOUT_CHANGED",
            });
          }
          await reserveStock(trx, row.lines);
          const now = clock();
          const order = await insertOrder(
            trx,
            shop.id,
            {
              kind: "PURCHASE",
              email,
              currency: row.currency,
              lines: row.lines,
              totals,
              shippingAddress: address,
              shippingMethod: rate.name,
              message: row.message,
              chargeId: charge.intentId,
            },
            now,
          );
          if (row.cart_id) await removePurchasedLines(trx, row.cart_id, row.lines);
          const updated = await trx
            .updateTable("shop_checkouts")
            .set({ status: "PAID", order_id: order.id, failure_message: null, updated_at: now })
            .where("id", "=", row.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { paid: updated, ordered: true };
        });
        if (!ordered) await payments.refund(charge.intentId);
        else await changeFeed.publish({ shopId: shop.id, scope: "products" });
        return c.json({ data: await toShopCheckout(db, shop, paid) });
      } catch (error) {
        await payments.refund(charge.intentId);
        throw error;
      }
    });
}
