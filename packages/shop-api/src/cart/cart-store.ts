import { randomBytes } from "node:crypto";
import type { Cart, CartAddPayload, CartChangePayload } from "@vitrine/contract";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { ShopDatabase } from "../db/database";
import type { Database, ProductsTable, ProductVariantsTable, ShopRow } from "../db/schema";
import type { ShopCache } from "../db/shop-cache";
import { httpError } from "../http/http-error";
import { lineLimit, pricedCart } from "./cart-totals";

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
    .select(["cart_items.id", "cart_items.quantity"])
    .select(lineFacts)
    .where("cart_items.cart_id", "=", cart.id)
    .orderBy("cart_items.added_seq")
    .execute();
  return pricedCart(shop, cart.token, lines);
}

/**
 * What a cart line needs of its variant `v` and product `p`, tiers and image included, so that
 * reading a cart is one round trip and an add reads in one what its answer shows.
 */
function lineFacts(
  eb: ExpressionBuilder<Database & { v: ProductVariantsTable; p: ProductsTable }, "v" | "p">,
) {
  return [
    "p.id as product_id",
    "p.slug as product_slug",
    "p.name as product_name",
    "p.max_quantity",
    "v.id as variant_id",
    "v.name as variant_name",
    "v.price",
    "v.stock",
    jsonArrayFrom(
      eb
        .selectFrom("quantity_discount_tiers as t")
        .select(["t.min_quantity as minQuantity", "t.percent_off as percentOff"])
        .whereRef("t.product_id", "=", "p.id"),
    ).as("tiers"),
    jsonObjectFrom(
      eb
        .selectFrom("product_images as i")
        .leftJoin("variant_images as vi", (join) =>
          join.onRef("vi.image_id", "=", "i.id").onRef("vi.variant_id", "=", "v.id"),
        )
        .selectAll("i")
        .whereRef("i.product_id", "=", "p.id")
        // `false` sorts first: the variant's own images come before the rest of the product's.
        .orderBy((image) => image("vi.variant_id", "is", null))
        .orderBy("i.position")
        .orderBy("i.id")
        .limit(1),
    ).as("image"),
  ] as const;
}

/**
 * Marks the cart of `token` written and locks its row until the transaction ends, so concurrent
 * writes to one cart run one after another; `undefined` when there is no such cart.
 */
async function lockCart(trx: Kysely<Database>, shopId: string, token: string) {
  return trx
    .updateTable("carts")
    .set({ updated_at: sql`now()` })
    .where("token", "=", token)
    .where("shop_id", "=", shopId)
    .returning(["id", "token"])
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

/** The cart an add went to, and what it holds after the add. */
export interface AddedToCart extends CartRef {
  contents: Cart;
}

/**
 * Adds units of a variant to the cart of `token`, or to a new cart when there is no token or it
 * is unknown (an expired cookie). Answers the cart as `loadCart` would read it right after.
 *
 * A new cart (the first add of a visit, the commonest write of a shop) is one statement inserting
 * the cart's row and line together, atomic without a transaction, after the variant's lookup,
 * which also reads what its line shows (from `variants`, the node's cache, when it holds it). Its
 * only line is then known, so it is answered without reading it back. The cached stock only
 * bounds what a cart may hold: an order takes its units under the variant's row lock.
 * An existing cart is locked, so concurrent adds to it run one after another, and read back after.
 */
export async function addToCart(
  db: ShopDatabase,
  shop: ShopRow,
  token: string | undefined,
  payload: CartAddPayload,
  variants?: VariantCache,
): Promise<AddedToCart> {
  if (token === undefined) {
    const variant = await variantToAdd(db, shop.id, payload, variants);
    assertWithinLimit(variant.product_name, variant.limit, payload.quantity);
    const cart = { id: randomId("cart"), token: newCartToken() };
    const line = newLine(cart.id, variant.variant_id, payload);
    await db
      .with("new_cart", (qb) => qb.insertInto("carts").values({ ...cart, shop_id: shop.id }))
      .insertInto("cart_items")
      .values(line)
      .execute();
    const contents = pricedCart(shop, cart.token, [
      { ...variant, id: line.id, quantity: line.quantity },
    ]);
    return { ...cart, contents };
  }
  const cart = await db.transaction().execute(async (trx) => {
    const variant = await variantToAdd(trx, shop.id, payload, variants);
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
      .values(newLine(cart.id, variant.variant_id, payload))
      .onConflict((oc) =>
        oc.columns(["cart_id", "variant_id"]).doUpdateSet({
          quantity: sql`cart_items.quantity + excluded.quantity`,
        }),
      )
      .returning("quantity")
      .executeTakeFirstOrThrow();
    assertWithinLimit(variant.product_name, variant.limit, line.quantity);
    return cart;
  });
  return { ...cart, contents: await cartContents(db, shop, cart) };
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

/** The variant an add names, with what its cart line shows and how many units one cart may hold. */
export type AddableVariant = Awaited<ReturnType<typeof readVariantToAdd>>;

/**
 * A node's cache of the variants shoppers add, kept correct by the change feed (`products`: a
 * sale's stock, a product's edit), so an add costs the database one statement, not two.
 */
export type VariantCache = ShopCache<AddableVariant>;

/**
 * The variant an add names, of this shop, from `cache` when it holds it (404 when there is none).
 *
 * @example
 * await variantToAdd(db, "shop_demo", { productId: "tee", variantId: "tee-m", quantity: 1 }, cache)
 * // { variant_id: "tee-m", price: 2800, …, limit: 10 }; the next add of "tee-m" reads no row
 */
async function variantToAdd(
  db: Kysely<Database>,
  shopId: string,
  payload: CartAddPayload,
  cache?: VariantCache,
): Promise<AddableVariant> {
  const key = `${shopId} ${payload.productId} ${payload.variantId}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  const generation = cache?.generation() ?? 0;
  const variant = await readVariantToAdd(db, shopId, payload);
  cache?.set(key, shopId, variant, generation);
  return variant;
}

/** The variant an add names, read from the database (404 when this shop has none). */
async function readVariantToAdd(db: Kysely<Database>, shopId: string, payload: CartAddPayload) {
  const variant = await db
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(lineFacts)
    .select("v.enabled")
    .where("v.id", "=", payload.variantId)
    .where("p.id", "=", payload.productId)
    .where("p.shop_id", "=", shopId)
    .executeTakeFirst();
  if (!variant) throw httpError(404, "Product variant not found.", { code: "NOT_FOUND" });
  const limit = variant.enabled ? lineLimit(variant.max_quantity, variant.stock) : 0;
  return { ...variant, limit };
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
