import type { CheckoutLine, Order, OrderKind, ShippingAddress } from "@vitrine/contract";
import { type Kysely, type Selectable, sql } from "kysely";
import type { OrdersTable } from "../db/content-and-orders-schema";
import type { Database } from "../db/schema";
import { httpError } from "../http/http-error";
import type { CheckoutTotals } from "../shop-checkout/checkout-totals";
import type { ShopPayments } from "../shop-checkout/shop-payments";
import { FIRST_ORDER_NUMBER, newOrderCode, newThankyouId, randomId } from "./order-codes";

export type OrderRow = Selectable<OrdersTable>;

export const orderNotFound = () => httpError(404, "Order not found.", { code: "NOT_FOUND" });

/** An order may be cancelled by the shopper while it is paid and not yet fulfilled. */
export function isCancellable(row: Pick<OrderRow, "status" | "kind">): boolean {
  return row.status === "PAID" && row.kind === "PURCHASE";
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    thankyouId: row.thankyou_id,
    kind: row.kind,
    status: row.status,
    cancellable: isCancellable(row),
    email: row.email,
    currency: row.currency,
    lines: row.lines,
    itemCount: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    subTotalAmount: row.sub_total_amount,
    totalDiscountAmount: row.total_discount_amount,
    shippingAmount: row.shipping_amount,
    totalTaxAmount: row.total_tax_amount,
    totalAmount: row.total_amount,
    shippingAddress: row.shipping_address,
    shippingMethod: row.shipping_method,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    fulfilledAt: row.fulfilled_at?.toISOString() ?? null,
    canceledAt: row.canceled_at?.toISOString() ?? null,
  };
}

/**
 * Takes the lines' units out of stock (tracked variants only) and counts them as sold, or throws
 * 409 SOLD_OUT naming the first line that no longer fits. Call inside the order's transaction.
 */
export async function reserveStock(
  trx: Kysely<Database>,
  lines: readonly Pick<CheckoutLine, "variantId" | "productId" | "productName" | "quantity">[],
): Promise<void> {
  for (const line of lines) {
    const variant = await trx
      .selectFrom("product_variants")
      .select(["stock", "enabled"])
      .where("id", "=", line.variantId)
      .forUpdate()
      .executeTakeFirst();
    const available =
      variant?.enabled && (variant.stock === null || variant.stock >= line.quantity);
    if (!available) {
      throw httpError(409, `${line.productName} is no longer available in that quantity.`, {
        code: "SOLD_OUT",
      });
    }
    if (variant.stock !== null) {
      await trx
        .updateTable("product_variants")
        .set({ stock: variant.stock - line.quantity })
        .where("id", "=", line.variantId)
        .execute();
    }
    await trx
      .updateTable("products")
      .set({ sales_count: sql`sales_count + ${line.quantity}` })
      .where("id", "=", line.productId)
      .execute();
  }
}

export interface NewOrder {
  kind: OrderKind;
  email: string;
  currency: string;
  lines: CheckoutLine[];
  totals: CheckoutTotals;
  shippingAddress: ShippingAddress;
  shippingMethod: string;
  message: string | null;
  chargeId: string | null;
}

/** Writes an order with the shop's next number; the shop row is locked so numbers never clash. */
export async function insertOrder(
  trx: Kysely<Database>,
  shopId: string,
  order: NewOrder,
  now: Date,
): Promise<OrderRow> {
  await trx.selectFrom("shops").select("id").where("id", "=", shopId).forUpdate().execute();
  const last = await trx
    .selectFrom("orders")
    .select(sql<number | null>`max(number)`.as("number"))
    .where("shop_id", "=", shopId)
    .executeTakeFirst();
  return trx
    .insertInto("orders")
    .values({
      id: randomId("ord"),
      shop_id: shopId,
      number: (last?.number ?? FIRST_ORDER_NUMBER - 1) + 1,
      code: newOrderCode(),
      thankyou_id: newThankyouId(),
      kind: order.kind,
      status: "PAID",
      email: order.email,
      currency: order.currency,
      lines: JSON.stringify(order.lines),
      sub_total_amount: order.totals.subTotalAmount,
      total_discount_amount: order.totals.totalDiscountAmount,
      shipping_amount: order.totals.shippingAmount,
      total_tax_amount: order.totals.totalTaxAmount,
      total_amount: order.totals.totalAmount,
      shipping_address: JSON.stringify(order.shippingAddress),
      shipping_method: order.shippingMethod,
      message: order.message,
      charge_id: order.chargeId,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Cancels a paid, unfulfilled order: stock goes back, then the payment is refunded once the
 * cancellation is committed (the provider is never called inside a transaction). Anything else
 * is a 409 ORDER_NOT_CANCELLABLE, so a second cancel never refunds twice.
 */
export async function cancelOrder(
  db: Kysely<Database>,
  payments: ShopPayments,
  shopId: string,
  code: string,
  reason: string | null,
  now: Date,
): Promise<OrderRow> {
  const canceled = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("orders")
      .selectAll()
      .where("shop_id", "=", shopId)
      .where("code", "=", code)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw orderNotFound();
    if (!isCancellable(row)) {
      throw httpError(409, "This order can no longer be cancelled.", {
        code: "ORDER_NOT_CANCELLABLE",
      });
    }
    for (const line of row.lines) {
      await trx
        .updateTable("product_variants")
        .set({ stock: sql`stock + ${line.quantity}` })
        .where("id", "=", line.variantId)
        .where("stock", "is not", null)
        .execute();
      await trx
        .updateTable("products")
        .set({ sales_count: sql`greatest(sales_count - ${line.quantity}, 0)` })
        .where("id", "=", line.productId)
        .execute();
    }
    return trx
      .updateTable("orders")
      .set({ status: "CANCELED", canceled_at: now, cancel_reason: reason })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (canceled.charge_id) await payments.refund(canceled.charge_id);
  return canceled;
}
