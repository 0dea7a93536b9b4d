import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { requireSession } from "../auth/session-middleware";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { idSchema, parseJson } from "../http/validate";
import { paymentProviderFor } from "../payments/provider-for";
import { savePaymentMethod } from "./billing";
import { paymentMethodBody } from "./card-input";
import {
  amountColumns,
  assertStatus,
  type CheckoutRow,
  completeCheckout,
  EDITABLE,
  ownCheckout,
  PAYABLE,
  paidTier,
  promotionPercent,
  toCheckout,
} from "./checkout-store";
import { subscriptionOf } from "./subscription-store";

const BASE = "/order/v3/memberships/checkout";
/** Checkout ids only, so `/checkout/billing` and `/checkout/payment-method` stay their own routes. */
const CHECKOUT = `${BASE}/:checkoutId{chk_[A-Za-z0-9_-]+}`;

const createBody = z.object({
  tierId: idSchema,
  interval: z.enum(["MONTHLY", "ANNUAL"]),
  upgrade: z.boolean().default(false),
  memberId: idSchema.optional(),
});
const informationBody = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: "Enter a valid email address." })),
  fullName: z.string().trim().min(1).max(120),
  country: z.string().regex(/^[A-Z]{2}$/, { message: "Use a two-letter country code." }),
  postalCode: z.string().trim().min(1).max(20),
});
const promotionBody = z.object({
  promotionCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: "Not a promotion code." })
    .transform((code) => code.toUpperCase()),
});

/**
 * Membership checkout: create, read, information, card, payment (through the payment provider),
 * cancel, promotion codes. Paying starts or changes the member's subscription.
 */
export function membershipCheckoutRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const provider = paymentProviderFor(deps);

  const update = async (
    row: CheckoutRow,
    values: Partial<Omit<CheckoutRow, "id" | "information">> & { information?: string },
  ) =>
    toCheckout(
      await db
        .updateTable("membership_checkouts")
        .set(values)
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );

  /** The intent to confirm for the checkout's current total, replacing one that cannot be used. */
  const intentFor = async (row: CheckoutRow): Promise<string> => {
    if (!row.payment_intent_id || !row.card_token) {
      throw httpError(400, "Add a card before paying.", { code: "CHECKOUT_INCOMPLETE" });
    }
    const intent = await provider.retrieveIntent(row.payment_intent_id);
    if (intent && intent.amount === row.total && !["FAILED", "CANCELED"].includes(intent.status)) {
      return intent.id;
    }
    if (intent && intent.status !== "FAILED" && intent.status !== "CANCELED")
      await provider.cancel(intent.id);
    const fresh = await provider.createIntent({
      amount: row.total,
      currency: row.currency,
      cardToken: row.card_token,
      description: `Membership checkout ${row.id}`,
    });
    await db
      .updateTable("membership_checkouts")
      .set({ payment_intent_id: fresh.id })
      .where("id", "=", row.id)
      .execute();
    return fresh.id;
  };

  return new Hono<ShopEnv>()
    .post(BASE, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const body = await parseJson(c, createBody);
      const shop = c.var.shop;
      if (body.memberId !== undefined && body.memberId !== sub) {
        throw httpError(404, "Member not found.", { code: "NOT_FOUND" });
      }
      if (!shop.membership.enabled) {
        throw httpError(404, "This shop has no membership.", { code: "MEMBERSHIP_DISABLED" });
      }
      const tier = await paidTier(db, shop.id, body.tierId);
      const current = await subscriptionOf(db, shop.id, sub, clock());
      const active = current?.status === "ACTIVE" ? current : undefined;
      if (body.upgrade) {
        const currentTier =
          active && (await paidTier(db, shop.id, active.tier_id).catch(() => undefined));
        if (!active)
          throw httpError(409, "There is no subscription to upgrade.", {
            code: "SUBSCRIPTION_STATE",
          });
        const moreMonths = active.interval === "MONTHLY" && body.interval === "ANNUAL";
        const better = currentTier ? tier.monthly_price > currentTier.monthly_price : true;
        if (!better && !(tier.id === active.tier_id && moreMonths)) {
          throw httpError(409, "Choose a tier that costs more than your current one.", {
            code: "SUBSCRIPTION_STATE",
          });
        }
      } else if (active) {
        throw httpError(
          409,
          "You already have a membership. Change it from your account instead.",
          {
            code: "SUBSCRIPTION_STATE",
          },
        );
      }
      const row = await db
        .insertInto("membership_checkouts")
        .values({
          id: `chk_${randomBytes(12).toString("base64url")}`,
          shop_id: shop.id,
          member_id: sub,
          tier_id: tier.id,
          interval: body.interval,
          upgrade: body.upgrade,
          status: "OPEN",
          currency: shop.currency,
          ...amountColumns(shop, tier.monthly_price, body.interval, null),
          promotion_code: null,
          information: null,
          payment_intent_id: null,
          card_token: null,
          failure_message: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json({ data: toCheckout(row) });
    })
    .get(CHECKOUT, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const row = await ownCheckout(db, c.var.shop.id, sub, c.req.param("checkoutId"));
      return c.json({ data: toCheckout(row) });
    })
    .put(`${CHECKOUT}/information`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const row = await ownCheckout(db, c.var.shop.id, sub, c.req.param("checkoutId"));
      const information = await parseJson(c, informationBody);
      assertStatus(row, EDITABLE);
      return c.json({ data: await update(row, { information: JSON.stringify(information) }) });
    })
    .put(`${CHECKOUT}/setup-payment`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const row = await ownCheckout(db, c.var.shop.id, sub, c.req.param("checkoutId"));
      const { paymentmethod } = await parseJson(c, paymentMethodBody);
      assertStatus(row, PAYABLE);
      const tokenized = await provider.tokenizeCard(paymentmethod, sub);
      if (!tokenized.ok) throw httpError(400, tokenized.message, { code: "CARD_INVALID" });
      if (row.payment_intent_id) await provider.cancel(row.payment_intent_id);
      const intent = await provider.createIntent({
        amount: row.total,
        currency: row.currency,
        cardToken: tokenized.card.token,
        description: `Membership checkout ${row.id}`,
      });
      return c.json({
        data: await update(row, {
          status: "OPEN",
          card_token: tokenized.card.token,
          payment_intent_id: intent.id,
          failure_message: null,
        }),
      });
    })
    .put(`${CHECKOUT}/payment`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const shop = c.var.shop;
      const row = await ownCheckout(db, shop.id, sub, c.req.param("checkoutId"));
      assertStatus(row, PAYABLE);
      if (!row.information) {
        throw httpError(400, "Fill in your details before paying.", {
          code: "CHECKOUT_INCOMPLETE",
        });
      }
      const tier = await paidTier(db, shop.id, row.tier_id);
      const result = await provider.confirm(await intentFor(row));
      if (result.status === "REQUIRES_ACTION") {
        return c.json({
          data: await update(row, { status: "REQUIRES_ACTION", failure_message: null }),
        });
      }
      if (result.status !== "SUCCEEDED") {
        const failureMessage = result.failureMessage ?? "The payment failed. Try another card.";
        return c.json({
          data: await update(row, { status: "PAYMENT_FAILED", failure_message: failureMessage }),
        });
      }
      const card = row.card_token ? await provider.retrieveCard(row.card_token) : null;
      await db.transaction().execute(async (trx) => {
        if ((await completeCheckout(trx, row.id, tier.name, clock())) && card) {
          await savePaymentMethod(trx, sub, card);
        }
      });
      return c.json({ data: toCheckout(await ownCheckout(db, shop.id, sub, row.id)) });
    })
    .put(`${CHECKOUT}/cancel-payment`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const row = await ownCheckout(db, c.var.shop.id, sub, c.req.param("checkoutId"));
      assertStatus(row, PAYABLE);
      if (row.payment_intent_id) await provider.cancel(row.payment_intent_id);
      return c.json({ data: await update(row, { status: "CANCELED" }) });
    })
    .put(`${CHECKOUT}/promotion`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const shop = c.var.shop;
      const row = await ownCheckout(db, shop.id, sub, c.req.param("checkoutId"));
      const { promotionCode } = await parseJson(c, promotionBody);
      assertStatus(row, EDITABLE);
      const percent = await promotionPercent(db, shop.id, promotionCode, clock());
      const tier = await paidTier(db, shop.id, row.tier_id);
      return c.json({
        data: await update(row, {
          promotion_code: promotionCode,
          ...amountColumns(shop, tier.monthly_price, row.interval, percent),
        }),
      });
    })
    .delete(`${CHECKOUT}/promotion`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const shop = c.var.shop;
      const row = await ownCheckout(db, shop.id, sub, c.req.param("checkoutId"));
      assertStatus(row, EDITABLE);
      const tier = await paidTier(db, shop.id, row.tier_id);
      return c.json({
        data: await update(row, {
          promotion_code: null,
          ...amountColumns(shop, tier.monthly_price, row.interval, null),
        }),
      });
    });
}
