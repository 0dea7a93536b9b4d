import { Hono } from "hono";
import { z } from "zod";
import { requireSession } from "../auth/session-middleware";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { listPage } from "../http/paging";
import type { ShopEnv } from "../http/shop-env";
import { idSchema, parseJson, parseQuery } from "../http/validate";
import { paymentProviderFor } from "../payments/provider-for";
import { savePaymentMethod, toBillingRecord, toPaymentMethod } from "./billing";
import { paymentMethodBody } from "./card-input";
import { ownSubscription } from "./subscription-store";

const BASE = "/order/v3/memberships";
const DEFAULT_BILLING_PAGE_SIZE = 10;

const membershipQuery = z.object({ membershipId: idSchema });
const paymentMethodTokenBody = z.object({ paymentMethodToken: idSchema });
const billingQuery = membershipQuery.extend({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(DEFAULT_BILLING_PAGE_SIZE),
});

/** Billing history and the saved card of the caller's own membership. */
export function billingRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const provider = paymentProviderFor(deps);

  return new Hono<ShopEnv>()
    .get(`${BASE}/checkout/billing`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId, page, size } = parseQuery(c, billingQuery);
      await ownSubscription(db, c.var.shop.id, sub, membershipId, clock());
      const { rows, page: pageBlock } = await listPage(
        db
          .selectFrom("billing_records")
          .where("member_id", "=", sub)
          .selectAll()
          .orderBy("date", "desc")
          .orderBy("id"),
        { page, size },
      );
      return c.json({ data: rows.map(toBillingRecord), page: pageBlock });
    })
    .get(`${BASE}/checkout/payment-method`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId } = parseQuery(c, membershipQuery);
      await ownSubscription(db, c.var.shop.id, sub, membershipId, clock());
      const row = await db
        .selectFrom("payment_methods")
        .selectAll()
        .where("member_id", "=", sub)
        .executeTakeFirst();
      return c.json({ data: row ? toPaymentMethod(row) : null });
    })
    .delete(`${BASE}/checkout/payment-method`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId } = parseQuery(c, membershipQuery);
      await ownSubscription(db, c.var.shop.id, sub, membershipId, clock());
      await db.deleteFrom("payment_methods").where("member_id", "=", sub).execute();
      return c.json({ data: null });
    })
    .put(`${BASE}/payment-method/setup`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId } = parseQuery(c, membershipQuery);
      await ownSubscription(db, c.var.shop.id, sub, membershipId, clock());
      const { paymentmethod } = await parseJson(c, paymentMethodBody);
      const tokenized = await provider.tokenizeCard(paymentmethod, sub);
      if (!tokenized.ok) throw httpError(400, tokenized.message, { code: "CARD_INVALID" });
      return c.json({ data: { paymentMethodToken: tokenized.card.token } });
    })
    .put(`${BASE}/payment-method`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId } = parseQuery(c, membershipQuery);
      await ownSubscription(db, c.var.shop.id, sub, membershipId, clock());
      const { paymentMethodToken } = await parseJson(c, paymentMethodTokenBody);
      const card = await provider.retrieveCard(paymentMethodToken);
      // A token set up by someone else is as unknown as a made-up one.
      if (!card || card.customerRef !== sub) {
        throw httpError(404, "Payment method not found.", { code: "NOT_FOUND" });
      }
      return c.json({ data: toPaymentMethod(await savePaymentMethod(db, sub, card)) });
    });
}
