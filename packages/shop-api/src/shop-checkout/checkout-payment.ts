import type { PaymentMethodInput } from "@vitrine/contract";
import { removePurchasedLines } from "../cart/cart-store";
import type { ShopRow } from "../db/schema";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { insertOrder, reserveStock } from "../orders/order-store";
import { type CheckoutRow, findCheckout, updateCheckout } from "./checkout-store";
import { checkoutTotals } from "./checkout-totals";
import type { ShopPayments } from "./shop-payments";

type PaymentDeps = Pick<ShopApiDeps, "db" | "clock" | "changeFeed"> & { payments: ShopPayments };

/**
 * Pays an open checkout with `card`: a declined card leaves it `PAYMENT_FAILED` with the reason;
 * a charge makes the order (stock reserved, the cart's bought lines removed) and the checkout
 * `PAID`. A paid checkout answers as it is, so paying twice charges once.
 */
export async function payCheckout(
  { db, clock, changeFeed, payments }: PaymentDeps,
  shop: ShopRow,
  row: CheckoutRow,
  card: PaymentMethodInput,
): Promise<CheckoutRow> {
  if (row.status === "PAID") return row;
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
    card,
    description: `${shop.name} order`,
    customerRef: `checkout:${row.id}`,
  });
  if (charge.status === "DECLINED") {
    return updateCheckout(db, clock(), row, {
      status: "PAYMENT_FAILED",
      failure_message: charge.message,
    });
  }
  try {
    const { paid, ordered } = await db.transaction().execute(async (trx) => {
      const current = await findCheckout(trx, shop.id, row.id, { lock: true });
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
    return paid;
  } catch (error) {
    await payments.refund(charge.intentId);
    throw error;
  }
}
