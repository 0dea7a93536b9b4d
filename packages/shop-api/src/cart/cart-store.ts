import { randomBytes } from "node:crypto";
import type { Cart, CartAddPayload, CartChangePayload, ProductImage } from "@vitrine/contract";
import { type Kysely, sql } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database, ShopRow } from "../db/schema";
import { httpError } from "../http/http-error";
import { toProductImage } from "../storefront/catalog-mappers";
import { activeTier } from "../storefront/quantity-tiers";
import { cartTotals, lineLimit } from "./cart-totals";

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;
/** 192 random bits: the token is the only key to a cart. */
const newCartToken = () => randomBytes(24).toString("base64url");

export const cartNotFound = () => httpError(404, "Cart not found.", { code: "CART_NOT_FOUND" });

/** A cart's row id and the token its shopper holds. */
export interface CartRef {
  id: string;
  token: string;
}

/** The cart of `token` in `shop`, totals computed here; `undefined` when there is none. */
export async function loadCart(
  db: ShopDatabase,
  shop: ShopRow,
  token: string,
): Promise<Cart | undefined> {
  const cart = await db
    .selectFrom("carts")
    .select("id")
    .where("token", "=", token)
    .where("shop_id", "=", shop.id)
    .executeTakeFirst();
  return cart ? cartContents(db, shop, { id: cart.id, token }) : undefined;
}

/** What a cart the caller already found holds, totals computed here. */
export async function cartContents(db: ShopDatabase, shop: ShopRow, cart: CartRef): Promise<Cart> {
  const lines = await db
    .selectFrom("cart_items")
    .innerJoin("product_variants as v", "v.id", "cart_items.variant_id")
    .innerJoin("products as p", "p.id", "cart_items.product_id")
    .select([
      "cart_items.id",
      "cart_items.quantity",
      "cart_items.product_id",
      "cart_items.variant_id",
      "v.name as variant_name",
      "v.price",
      "v.stock",
      "p.name as product_name",
      "p.slug as product_slug",
      "p.max_quantity",
    ])
    .where("cart_items.cart_id", "=", cart.id)
    .orderBy("cart_items.created_at")
    .orderBy("cart_items.id")
    .execute();
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const variantIds = lines.map((line) => line.variant_id);
  const [tierRows, imageRows] = productIds.length
    ? await Promise.all([
        db
          .selectFrom("quantity_discount_tiers")
          .selectAll()
          .where("product_id", "in", productIds)
          .execute(),
        db
          .selectFrom("product_images as i")
          .leftJoin("variant_images as vi", (join) =>
            join.onRef("vi.image_id", "=", "i.id").on("vi.variant_id", "in", variantIds),
          )
          .selectAll("i")
          .select("vi.variant_id")
          .where("i.product_id", "in", productIds)
          .orderBy("i.position")
          .execute(),
      ])
    : [[], []];

  const imageFor = (productId: string, variantId: string): ProductImage | null => {
    const row =
      imageRows.find((image) => image.variant_id === variantId) ??
      imageRows.find((image) => image.product_id === productId);
    return row ? toProductImage(row) : null;
  };
  const tiersOf = (productId: string) =>
    tierRows
      .filter((tier) => tier.product_id === productId)
      .map((tier) => ({ minQuantity: tier.min_quantity, percentOff: tier.percent_off }));

  const totals = cartTotals(
    lines.map((line) => ({
      price: line.price,
      quantity: line.quantity,
      percentOff: activeTier(tiersOf(line.product_id), line.quantity)?.percentOff ?? 0,
    })),
    shop.tax_rate_bps,
  );
  return {
    token: cart.token,
    currency: shop.currency,
    items: lines.map((line, index) => ({
      id: line.id,
      productId: line.product_id,
      productSlug: line.product_slug,
      variantId: line.variant_id,
      variantName: line.variant_name,
      productName: line.product_name,
      image: imageFor(line.product_id, line.variant_id),
      price: line.price,
      quantity: line.quantity,
      discountAmount: totals.lineDiscounts[index] ?? 0,
      maxQuantity: lineLimit(line.max_quantity, line.stock),
    })),
    itemCount: totals.itemCount,
    subTotalAmount: totals.subTotalAmount,
    totalDiscountAmount: totals.totalDiscountAmount,
    totalTaxAmount: totals.totalTaxAmount,
    totalAmount: totals.totalAmount,
  };
}

/** Locks the cart row so concurrent writes to one cart run one after another. */
async function lockCart(trx: Kysely<Database>, shopId: string, token: string) {
  return trx
    .selectFrom("carts")
    .select(["id", "token"])
    .where("token", "=", token)
    .where("shop_id", "=", shopId)
    .forUpdate()
    .executeTakeFirst();
}

function assertWithinLimit(productName: string, limit: number, quantity: number): void {
  if (limit === 0) {
    throw httpError(400, `${productName} is sold out.`, { code: "SOLD_OUT" });
  }
  if (quantity > limit) {
    throw httpError(400, `Only ${limit} of ${productName} can be in one cart.`, {
      code: "QUANTITY_LIMIT",
    });
  }
}

/**
 * Adds units of a variant to the cart of `token`, or to a new cart when there is no token or it
 * is unknown (an expired cookie). Answers the cart.
 *
 * A new cart (the first add of a visit, the commonest write of a shop) is one statement after
 * the variant's lookup: its row and its line inserted together, atomic without a transaction.
 * An existing cart is locked, so concurrent adds to it run one after another.
 */
export async function addToCart(
  db: ShopDatabase,
  shop: ShopRow,
  token: string | undefined,
  payload: CartAddPayload,
): Promise<CartRef> {
  if (token === undefined) {
    const variant = await variantToAdd(db, shop.id, payload);
    assertWithinLimit(variant.name, variant.limit, payload.quantity);
    const cart = { id: randomId("cart"), token: newCartToken() };
    await db
      .with("new_cart", (qb) => qb.insertInto("carts").values({ ...cart, shop_id: shop.id }))
      .insertInto("cart_items")
      .values(newLine(cart.id, variant.id, payload))
      .execute();
    return cart;
  }
  return db.transaction().execute(async (trx) => {
    const variant = await variantToAdd(trx, shop.id, payload);
    let cart = await lockCart(trx, shop.id, token);
    if (!cart) {
      cart = { id: randomId("cart"), token: newCartToken() };
      await trx
        .insertInto("carts")
        .values({ ...cart, shop_id: shop.id })
        .execute();
    }
    // Atomic upsert under the cart's row lock; the limit is checked on the resulting quantity
    // and a refusal rolls the whole add back.
    const line = await trx
      .insertInto("cart_items")
      .values(newLine(cart.id, variant.id, payload))
      .onConflict((oc) =>
        oc.columns(["cart_id", "variant_id"]).doUpdateSet({
          quantity: sql`cart_items.quantity + excluded.quantity`,
        }),
      )
      .returning("quantity")
      .executeTakeFirstOrThrow();
    assertWithinLimit(variant.name, variant.limit, line.quantity);
    await trx
      .updateTable("carts")
      .set({ updated_at: sql`now()` })
      .where("id", "=", cart.id)
      .execute();
    return cart;
  });
}

/** The row of a line an add creates. */
function newLine(cartId: string, variantId: string, payload: CartAddPayload) {
  return {
    id: randomId("ci"),
    cart_id: cartId,
    product_id: payload.productId,
    variant_id: variantId,
    quantity: payload.quantity,
  };
}

/** The variant an add names, of this shop, with how many units one cart may hold (404 else). */
async function variantToAdd(db: Kysely<Database>, shopId: string, payload: CartAddPayload) {
  const variant = await db
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id", "v.stock", "v.enabled", "p.name", "p.max_quantity"])
    .where("v.id", "=", payload.variantId)
    .where("p.id", "=", payload.productId)
    .where("p.shop_id", "=", shopId)
    .executeTakeFirst();
  if (!variant) throw httpError(404, "Product variant not found.", { code: "NOT_FOUND" });
  const limit = variant.enabled ? lineLimit(variant.max_quantity, variant.stock) : 0;
  return { id: variant.id, name: variant.name, limit };
}

/** Sets a line's quantity; 0 removes it. */
export async function changeCartItem(
  db: ShopDatabase,
  shop: ShopRow,
  token: string,
  payload: CartChangePayload,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, shop.id, token);
    if (!cart) throw cartNotFound();
    const line = await trx
      .selectFrom("cart_items")
      .innerJoin("product_variants as v", "v.id", "cart_items.variant_id")
      .innerJoin("products as p", "p.id", "cart_items.product_id")
      .select(["cart_items.id", "v.stock", "v.enabled", "p.name", "p.max_quantity"])
      .where("cart_items.id", "=", payload.itemId)
      .where("cart_items.cart_id", "=", cart.id)
      .executeTakeFirst();
    if (!line) throw httpError(404, "Cart item not found.", { code: "NOT_FOUND" });

    if (payload.quantity === 0) {
      await trx.deleteFrom("cart_items").where("id", "=", line.id).execute();
    } else {
      const limit = line.enabled ? lineLimit(line.max_quantity, line.stock) : 0;
      assertWithinLimit(line.name, limit, payload.quantity);
      await trx
        .updateTable("cart_items")
        .set({ quantity: payload.quantity })
        .where("id", "=", line.id)
        .execute();
    }
    await trx
      .updateTable("carts")
      .set({ updated_at: sql`now()` })
      .where("id", "=", cart.id)
      .execute();
  });
}

/**
 * Takes what an order bought out of the cart it was bought from, in the order's transaction:
 * each bought line lowers its variant's quantity by what was bought and goes when none is left.
 * Lines added after the checkout started, or more of a variant than was bought, stay in the cart
 * to be bought later.
 * @example // cart: 3 × mug, 1 × cap; the order bought 2 × mug → cart: 1 × mug, 1 × cap
 */
export async function removePurchasedLines(
  trx: Kysely<Database>,
  cartId: string,
  bought: ReadonlyArray<{ variantId: string; quantity: number }>,
): Promise<void> {
  for (const { variantId, quantity } of bought) {
    await trx
      .deleteFrom("cart_items")
      .where("cart_id", "=", cartId)
      .where("variant_id", "=", variantId)
      .where("quantity", "<=", quantity)
      .execute();
    await trx
      .updateTable("cart_items")
      .set({ quantity: sql`quantity - ${quantity}` })
      .where("cart_id", "=", cartId)
      .where("variant_id", "=", variantId)
      .execute();
  }
}
