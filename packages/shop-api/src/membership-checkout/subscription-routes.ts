import { endpoints } from "@vitrine/contract";
import { type Context, Hono } from "hono";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import {
  cancelChange,
  cancelDowngradeChange,
  downgradeChange,
  resumeChange,
  type SubscriptionRow,
  toSubscription,
} from "./subscription-state";
import { ownSubscription, saveSubscription } from "./subscription-store";

const {
  downgradeSubscription,
  cancelSubscriptionDowngrade,
  resumeSubscription,
  cancelSubscription,
} = endpoints.subscriptions;

/** Subscription changes on the caller's own membership: downgrade, its cancel, resume, cancel. */
export function subscriptionRoutes({ db, clock }: ShopApiDeps) {
  const tierOf = async (shopId: string, tierId: string) => {
    const tier = await db
      .selectFrom("membership_tiers")
      .select(["id", "monthly_price"])
      .where("id", "=", tierId)
      .where("shop_id", "=", shopId)
      .executeTakeFirst();
    if (!tier) throw httpError(404, "Tier not found.", { code: "NOT_FOUND" });
    return tier;
  };

  const change = async (row: SubscriptionRow, patch: Partial<SubscriptionRow>) => {
    const next = { ...row, ...patch };
    await saveSubscription(db, next);
    return toSubscription(next);
  };

  /** The caller's own subscription of `membershipId` in the shop asked, as of `now`. */
  const mine = (c: Context<ShopEnv>, membershipId: string, now = clock()) =>
    ownSubscription(db, c.var.shop.id, requireSession(c).sub, membershipId, now);

  const member = [signedIn("MEMBER")];
  const router = new Hono<ShopEnv>();
  onEndpoint(router, downgradeSubscription, member, async (c, { query }) => {
    const shopId = c.var.shop.id;
    const row = await mine(c, query.membershipId);
    const [target, current] = await Promise.all([
      tierOf(shopId, query.tierId),
      tierOf(shopId, row.tier_id),
    ]);
    const patch = downgradeChange(
      row,
      { id: target.id, monthlyPrice: target.monthly_price },
      current.monthly_price,
    );
    return c.json({ data: await change(row, patch) });
  });
  onEndpoint(router, cancelSubscriptionDowngrade, member, async (c, { query }) => {
    const row = await mine(c, query.membershipId);
    return c.json({ data: await change(row, cancelDowngradeChange(row)) });
  });
  onEndpoint(router, resumeSubscription, member, async (c, { query }) => {
    const row = await mine(c, query.membershipId);
    return c.json({ data: await change(row, resumeChange(row)) });
  });
  onEndpoint(router, cancelSubscription, member, async (c, { query }) => {
    const now = clock();
    const row = await mine(c, query.membershipId, now);
    return c.json({ data: await change(row, cancelChange(row, now)) });
  });
  return router;
}
