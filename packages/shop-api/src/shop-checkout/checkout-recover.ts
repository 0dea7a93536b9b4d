import type { Kysely } from "kysely";
import { addToCart, type CartRef, cartContents, loadCart } from "../cart/cart-store";
import type { Database, ShopRow } from "../db/schema";
import { httpError, isHttpError } from "../http/http-error";
import { repriceRate } from "./checkout-rates";
import { type CheckoutRow, linesOfCart, updateCheckout } from "./checkout-store";

/**
 * Resumes an abandoned checkout. Prices, stock and discounts may have changed since: the cart
 * prices the lines again, and a cart that is gone (another device, cleared cookie) is rebuilt
 * from the lines; 409 CHECKOUT_UNAVAILABLE when nothing of it can be bought anymore.
 */
export async function recoverCheckout(
  db: Kysely<Database>,
  shop: ShopRow,
  row: CheckoutRow,
  now: Date,
): Promise<CheckoutRow> {
  const existing = row.cart_id
    ? await db.selectFrom("carts").select("token").where("id", "=", row.cart_id).executeTakeFirst()
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
  return updateCheckout(db, now, row, {
    status: "OPEN",
    cart_id: cartRow.id,
    lines,
    failure_message: null,
    shipping_rate: repriceRate(row.shipping_rate, lines, row.shipping_address),
  });
}
