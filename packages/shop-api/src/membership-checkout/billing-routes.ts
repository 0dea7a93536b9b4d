import { endpoints } from "@vitrine/contract";
import { type Context, Hono } from "hono";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { listPage } from "../http/paging";
import type { ShopEnv } from "../http/shop-env";
import { paymentProviderFor } from "../payments/provider-for";
import { savePaymentMethod, toBillingRecord, toPaymentMethod } from "./billing";
import { ownSubscription } from "./subscription-store";

const {
  billingHistory,
  getPaymentMethod,
  deletePaymentMethod,
  setupPaymentMethod,
  updatePaymentMethod,
} = endpoints.billing;

/** Billing history and the saved card of the caller's own membership. */
export function billingRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const provider = paymentProviderFor(deps);

  const member = [signedIn("MEMBER")];
  /** The caller's id once `membershipId` is proved theirs (404 otherwise). */
  const owner = async (c: Context<ShopEnv>, membershipId: string) => {
    const { sub } = requireSession(c);
    await ownSubscription(db, c.var.shop.id, sub, membershipId, clock());
    return sub;
  };
  const router = new Hono<ShopEnv>();
  onEndpoint(router, billingHistory, member, async (c, { query: { membershipId, page, size } }) => {
    const sub = await owner(c, membershipId);
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
  });
  onEndpoint(router, getPaymentMethod, member, async (c, { query }) => {
    const sub = await owner(c, query.membershipId);
    const row = await db
      .selectFrom("payment_methods")
      .selectAll()
      .where("member_id", "=", sub)
      .executeTakeFirst();
    return c.json({ data: row ? toPaymentMethod(row) : null });
  });
  onEndpoint(router, deletePaymentMethod, member, async (c, { query }) => {
    const sub = await owner(c, query.membershipId);
    await db.deleteFrom("payment_methods").where("member_id", "=", sub).execute();
    return c.json({ data: null });
  });
  onEndpoint(router, setupPaymentMethod, member, async (c, { query, body: { paymentmethod } }) => {
    const sub = await owner(c, query.membershipId);
    const tokenized = await provider.tokenizeCard(paymentmethod, sub);
    if (!tokenized.ok) throw httpError(400, tokenized.message, { code: "CARD_INVALID" });
    return c.json({ data: { paymentMethodToken: tokenized.card.token } });
  });
  onEndpoint(router, updatePaymentMethod, member, async (c, { query, body }) => {
    const sub = await owner(c, query.membershipId);
    const card = await provider.retrieveCard(body.paymentMethodToken);
    // A token set up by someone else is as unknown as a made-up one.
    if (!card || card.customerRef !== sub) {
      throw httpError(404, "Payment method not found.", { code: "NOT_FOUND" });
    }
    return c.json({ data: toPaymentMethod(await savePaymentMethod(db, sub, card)) });
  });
  return router;
}
