import { type Cart, type CheckoutLine, checkoutLineOf, type ShopCheckout } from "@vitrine/contract";
import type { Kysely, Selectable } from "kysely";
import type { ShopCheckoutsTable } from "../db/content-and-orders-schema";
import type { Database, ShopRow } from "../db/schema";
import { httpError } from "../http/http-error";
import { checkoutTotals } from "./checkout-totals";

export type CheckoutRow = Selectable<ShopCheckoutsTable>;

export const checkoutNotFound = () => httpError(404, "Checkout not found.", { code: "NOT_FOUND" });

/** The checkout's lines as the cart priced them (quantity tiers included). */
export function linesOfCart(cart: Cart): CheckoutLine[] {
  return cart.items.map(checkoutLineOf);
}

export async function findCheckout(
  db: Kysely<Database>,
  shopId: string,
  checkoutId: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutRow> {
  let query = db
    .selectFrom("shop_checkouts")
    .selectAll()
    .where("shop_id", "=", shopId)
    .where("id", "=", checkoutId);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw checkoutNotFound();
  return row;
}

/**
 * Writes `changes` to a checkout and answers the row as stored; the JSON columns not changed are
 * written back as they were, and `updated_at` moves (a payment refuses a checkout changed since).
 */
export async function updateCheckout(
  db: Kysely<Database>,
  now: Date,
  row: CheckoutRow,
  changes: Partial<CheckoutRow>,
): Promise<CheckoutRow> {
  return db
    .updateTable("shop_checkouts")
    .set({
      ...changes,
      lines: JSON.stringify(changes.lines ?? row.lines),
      shipping_address: JSON.stringify(changes.shipping_address ?? row.shipping_address),
      shipping_rate: JSON.stringify(
        "shipping_rate" in changes ? changes.shipping_rate : row.shipping_rate,
      ),
      updated_at: now,
    })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Refuses changes to a paid checkout: its order is made and its thank-you page is the place. */
export function assertOpen(row: CheckoutRow): void {
  if (row.status === "PAID") {
    throw httpError(409, "This checkout is already paid.", { code: "CHECKOUT_COMPLETED" });
  }
}

export async function toShopCheckout(
  db: Kysely<Database>,
  shop: ShopRow,
  row: CheckoutRow,
): Promise<ShopCheckout> {
  const [order, cart] = await Promise.all([
    row.order_id
      ? db
          .selectFrom("orders")
          .select(["id", "number", "code", "thankyou_id"])
          .where("id", "=", row.order_id)
          .executeTakeFirst()
      : undefined,
    row.cart_id
      ? db.selectFrom("carts").select("token").where("id", "=", row.cart_id).executeTakeFirst()
      : undefined,
  ]);
  const totals = checkoutTotals(row.lines, shop.tax_rate_bps, row.shipping_rate?.amount ?? 0);
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    lines: row.lines,
    ...totals,
    email: row.email,
    shippingAddress: row.shipping_address,
    shippingRate: row.shipping_rate,
    message: row.message,
    failureMessage: row.failure_message,
    order: order
      ? { id: order.id, number: order.number, code: order.code, thankyouId: order.thankyou_id }
      : null,
    cartToken: cart?.token ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
