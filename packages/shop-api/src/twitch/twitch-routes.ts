import { type CheckoutLine, endpoints, type GiftRedemption } from "@vitrine/contract";
import { Hono } from "hono";
import { createDatabaseRateLimiter, rateLimit } from "../auth/rate-limit";
import { giftCodeHash } from "../gifts/gift-code";
import { loadGift } from "../gifts/gift-store";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { insertOrder, reserveStock } from "../orders/order-store";
import { checkoutTotals } from "../shop-checkout/checkout-totals";

const { twitchState, verifyGiftCode, redeemGiftCode } = endpoints.twitch;

const invalidCode = () =>
  httpError(404, "This gift code is not valid.", { code: "INVALID_GIFT_CODE" });
const alreadyRedeemed = () =>
  httpError(409, "This gift has already been redeemed.", { code: "GIFT_ALREADY_REDEEMED" });

/** Attempts per IP a minute: codes are secrets, so guessing them must be slow. */
const CODE_ATTEMPTS_PER_MINUTE = 10;

/**
 * The Twitch integration: its state at `GET /pod/twitch`, and gift codes under
 * `/order/v3/twitch/gift-codes`: verify shows which gift a code opens, redeem turns it into a
 * free order shipped to the recipient, once.
 */
export function twitchRoutes({ db, clock, changeFeed }: ShopApiDeps) {
  const limiter = createDatabaseRateLimiter(db, {
    limit: CODE_ATTEMPTS_PER_MINUTE,
    windowMs: 60_000,
    clock,
  });
  const router = new Hono<ShopEnv>();
  const limited = rateLimit(limiter, "gift-code");
  onEndpoint(router, twitchState, [], async (c) => c.json({ data: c.var.shop.twitch }));
  onEndpoint(router, verifyGiftCode, [limited], async (c, { body: { code } }) => {
    const gift = await loadGift(db, c.var.shop.id, { codeHash: giftCodeHash(code) });
    if (!gift) throw invalidCode();
    if (gift.status === "REDEEMED") throw alreadyRedeemed();
    return c.json({ data: gift });
  });
  onEndpoint(router, redeemGiftCode, [limited], async (c, { body }) => {
    const shop = c.var.shop;
    const codeHash = giftCodeHash(body.code);
    const order = await db.transaction().execute(async (trx) => {
      const gift = await trx
        .selectFrom("gifts as g")
        .innerJoin("products as p", "p.id", "g.product_id")
        .innerJoin("product_variants as v", "v.id", "g.variant_id")
        .select(["g.id", "g.redeemed_at", "p.id as product_id", "p.slug", "p.name"])
        .select(["v.id as variant_id", "v.name as variant_name", "v.price"])
        .where("g.shop_id", "=", shop.id)
        .where("g.code_hash", "=", codeHash)
        .forUpdate("g")
        .executeTakeFirst();
      if (!gift) throw invalidCode();
      if (gift.redeemed_at) throw alreadyRedeemed();
      // The gifter paid: the line shows the product's price, fully discounted.
      const lines: CheckoutLine[] = [
        {
          productId: gift.product_id,
          productSlug: gift.slug,
          variantId: gift.variant_id,
          productName: gift.name,
          variantName: gift.variant_name,
          image: null,
          price: gift.price,
          quantity: 1,
          discountAmount: gift.price,
        },
      ];
      await reserveStock(trx, lines);
      const now = clock();
      const row = await insertOrder(
        trx,
        shop.id,
        {
          kind: "GIFT_REDEMPTION",
          email: body.email,
          currency: shop.currency,
          lines,
          totals: checkoutTotals(lines, 0, 0),
          shippingAddress: body.shippingAddress,
          shippingMethod: "Standard (gift)",
          message: null,
          chargeId: null,
        },
        now,
      );
      await trx
        .updateTable("gifts")
        .set({ redeemed_at: now, order_id: row.id })
        .where("id", "=", gift.id)
        .execute();
      return row;
    });
    await changeFeed.publish({ shopId: shop.id, scope: "products" });
    const gift = await loadGift(db, shop.id, { codeHash });
    if (!gift) throw invalidCode();
    const redemption: GiftRedemption = {
      gift,
      order: {
        id: order.id,
        number: order.number,
        code: order.code,
        thankyouId: order.thankyou_id,
      },
    };
    return c.json({ data: redemption });
  });
  return router;
}
