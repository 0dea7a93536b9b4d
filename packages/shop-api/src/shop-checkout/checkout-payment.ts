import type { PaymentMethodInput } from "@vitrine/contract";
import { removePurchasedLines } from "../cart/cart-store";
import type { ShopRow } from "../db/schema";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { insertOrder, reserveStock } from "../orders/order-store";
import { type CheckoutRow, findCheckout, updateCheckout } from "./checkout-store";
import { checkoutTotals } from "./checkout-totals";
import type { ChargeResult, ShopPayments } from "./shop-payments";

type PaymentDeps = Pick<ShopApiDeps, "db" | "clock" | "changeFeed"> & { payments: ShopPayments };

/** What paying needs of a checkout: its information, its shipping and what they come to. */
function payable(shop: ShopRow, row: CheckoutRow) {
  const { email, shipping_address: address, shipping_rate: rate } = row;
  if (!email || !address || !rate) {
    throw httpError(400, "Complete your information and shipping first.", {
      code: "CHECKOUT_INCOMPLETE",
    });
  }
  return {
    email,
    address,
    rate,
    totals: checkoutTotals(row.lines, shop.tax_rate_bps, rate.amount),
  };
}

/**
 * Pays an open checkout with `card`: a declined card leaves it `PAYMENT_FAILED` with the reason;
 * a card whose bank asks the shopper to confirm leaves it `REQUIRES_ACTION`, the payment kept for
 * `confirmCheckoutPayment`; a charge makes the order. A paid checkout answers as it is, so paying
 * twice charges once.
 */
export async function payCheckout(
  deps: PaymentDeps,
  shop: ShopRow,
  row: CheckoutRow,
  card: PaymentMethodInput,
): Promise<CheckoutRow> {
  if (row.status === "PAID") return row;
  const { totals } = payable(shop, row);
  // Paying with another card gives up a payment still waiting for the bank.
  if (row.payment_intent_id !== null) await deps.payments.cancel(row.payment_intent_id);
  const charge = await deps.payments.charge({
    amount: totals.totalAmount,
    currency: row.currency,
    card,
    description: `${shop.name} order`,
    customerRef: `checkout:${row.id}`,
    confirmable: true,
  });
  return settle(deps, shop, row, charge);
}

/**
 * Charges the payment a `REQUIRES_ACTION` checkout kept, now that the shopper confirmed it with
 * their bank: the order is made, or the checkout is `PAYMENT_FAILED` with the reason. A paid
 * checkout answers as it is; one with no payment waiting is refused (409 PAYMENT_NOT_PENDING).
 */
export async function confirmCheckoutPayment(
  deps: PaymentDeps,
  shop: ShopRow,
  row: CheckoutRow,
): Promise<CheckoutRow> {
  if (row.status === "PAID") return row;
  if (row.status !== "REQUIRES_ACTION" || row.payment_intent_id === null) {
    throw httpError(409, "There is no payment to confirm. Pay with your card.", {
      code: "PAYMENT_NOT_PENDING",
    });
  }
  const { totals } = payable(shop, row);
  const charge = await deps.payments.confirm(row.payment_intent_id, {
    amount: totals.totalAmount,
    currency: row.currency,
  });
  return settle(deps, shop, row, charge);
}

/** The checkout as a payment attempt leaves it. */
async function settle(
  deps: PaymentDeps,
  shop: ShopRow,
  row: CheckoutRow,
  charge: ChargeResult,
): Promise<CheckoutRow> {
  const { db, clock } = deps;
  if (charge.status === "DECLINED") {
    return updateCheckout(db, clock(), row, {
      status: "PAYMENT_FAILED",
      failure_message: charge.message,
      payment_intent_id: null,
    });
  }
  if (charge.status === "REQUIRES_ACTION") {
    return updateCheckout(db, clock(), row, {
      status: "REQUIRES_ACTION",
      failure_message: null,
      payment_intent_id: charge.intentId,
    });
  }
  return completePaid(deps, shop, row, charge.intentId);
}

/**
 * Makes the order of a charged checkout (stock reserved, the cart's bought lines removed) and
 * marks the checkout `PAID`. The provider was called outside the transaction: a charge that ends
 * in no order (sold out meanwhile, a concurrent payment) is refunded.
 */
async function completePaid(
  { db, clock, changeFeed, payments }: PaymentDeps,
  shop: ShopRow,
  row: CheckoutRow,
  chargeId: string,
): Promise<CheckoutRow> {
  const { email, address, rate, totals } = payable(shop, row);
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
          chargeId,
        },
        now,
      );
      if (row.cart_id) await removePurchasedLines(trx, row.cart_id, row.lines);
      const updated = await trx
        .updateTable("shop_checkouts")
        .set({
          status: "PAID",
          order_id: order.id,
          failure_message: null,
          payment_intent_id: null,
          updated_at: now,
        })
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { paid: updated, ordered: true };
    });
    if (!ordered) await payments.refund(chargeId);
    else await changeFeed.publish({ shopId: shop.id, scope: "products" });
    return paid;
  } catch (error) {
    await payments.refund(chargeId);
    throw error;
  }
}
