import { randomBytes } from "node:crypto";
import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import type { ShopDatabase } from "../db/database";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { paymentProviderFor } from "../payments/provider-for";
import { savePaymentMethod } from "./billing";
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

const {
  createCheckout,
  getCheckout,
  updateCheckoutInformation,
  setupCheckoutPayment,
  payCheckout,
  cancelCheckoutPayment,
  applyCheckoutPromotion,
  removeCheckoutPromotion,
} = endpoints.membershipCheckout;

/**
 * Membership checkout: create, read, information, card, payment (through the payment provider),
 * cancel, promotion codes. Paying starts or changes the member's subscription.
 */
export function membershipCheckoutRoutes(deps: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  openingRoutes(router, deps);
  paymentRoutes(router, deps);
  return router;
}

/** The checkout row changed, as the wire answers it. */
async function updated(
  db: ShopDatabase,
  row: CheckoutRow,
  values: Partial<Omit<CheckoutRow, "id" | "information">> & { information?: string },
) {
  return toCheckout(
    await db
      .updateTable("membership_checkouts")
      .set(values)
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

const member = [signedIn("MEMBER")];

/** Create, read, the buyer's details and promotion codes. */
function openingRoutes(router: Hono<ShopEnv>, { db, clock }: ShopApiDeps) {
  const update = (row: CheckoutRow, values: Parameters<typeof updated>[2]) =>
    updated(db, row, values);

  onEndpoint(router, createCheckout, member, async (c, { body }) => {
    const { sub } = requireSession(c);
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
      throw httpError(409, "You already have a membership. Change it from your account instead.", {
        code: "SUBSCRIPTION_STATE",
      });
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
  });
  onEndpoint(router, getCheckout, member, async (c, { params }) => {
    const row = await ownCheckout(db, c.var.shop.id, requireSession(c).sub, params.checkoutId);
    return c.json({ data: toCheckout(row) });
  });
  onEndpoint(router, updateCheckoutInformation, member, async (c, { params, body }) => {
    const row = await ownCheckout(db, c.var.shop.id, requireSession(c).sub, params.checkoutId);
    assertStatus(row, EDITABLE);
    return c.json({ data: await update(row, { information: JSON.stringify(body) }) });
  });
  onEndpoint(
    router,
    applyCheckoutPromotion,
    member,
    async (c, { params, body: { promotionCode } }) => {
      const shop = c.var.shop;
      const row = await ownCheckout(db, shop.id, requireSession(c).sub, params.checkoutId);
      assertStatus(row, EDITABLE);
      const percent = await promotionPercent(db, shop.id, promotionCode, clock());
      const tier = await paidTier(db, shop.id, row.tier_id);
      return c.json({
        data: await update(row, {
          promotion_code: promotionCode,
          ...amountColumns(shop, tier.monthly_price, row.interval, percent),
        }),
      });
    },
  );
  onEndpoint(router, removeCheckoutPromotion, member, async (c, { params }) => {
    const shop = c.var.shop;
    const row = await ownCheckout(db, shop.id, requireSession(c).sub, params.checkoutId);
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

/** The card, paying through the payment provider, and giving up. */
function paymentRoutes(router: Hono<ShopEnv>, deps: ShopApiDeps) {
  const { db, clock } = deps;
  const provider = paymentProviderFor(deps);
  const update = (row: CheckoutRow, values: Parameters<typeof updated>[2]) =>
    updated(db, row, values);

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

  onEndpoint(
    router,
    setupCheckoutPayment,
    member,
    async (c, { params, body: { paymentmethod } }) => {
      const { sub } = requireSession(c);
      const row = await ownCheckout(db, c.var.shop.id, sub, params.checkoutId);
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
    },
  );
  onEndpoint(router, payCheckout, member, async (c, { params }) => {
    const { sub } = requireSession(c);
    const shop = c.var.shop;
    const row = await ownCheckout(db, shop.id, sub, params.checkoutId);
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
  });
  onEndpoint(router, cancelCheckoutPayment, member, async (c, { params }) => {
    const row = await ownCheckout(db, c.var.shop.id, requireSession(c).sub, params.checkoutId);
    assertStatus(row, PAYABLE);
    if (row.payment_intent_id) await provider.cancel(row.payment_intent_id);
    return c.json({ data: await update(row, { status: "CANCELED" }) });
  });
}
