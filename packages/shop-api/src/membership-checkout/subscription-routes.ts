import { Hono } from "hono";
import { z } from "zod";
import { requireSession } from "../auth/session-middleware";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { idSchema, parseQuery } from "../http/validate";
import {
  cancelChange,
  cancelDowngradeChange,
  downgradeChange,
  resumeChange,
  type SubscriptionRow,
  toSubscription,
} from "./subscription-state";
import { ownSubscription, saveSubscription } from "./subscription-store";

const BASE = "/order/v3/memberships/subscription";
const membershipQuery = z.object({ membershipId: idSchema });
const downgradeQuery = membershipQuery.extend({ tierId: idSchema });

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

  return new Hono<ShopEnv>()
    .put(`${BASE}/downgrade`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId, tierId } = parseQuery(c, downgradeQuery);
      const shopId = c.var.shop.id;
      const row = await ownSubscription(db, shopId, sub, membershipId, clock());
      const [target, current] = await Promise.all([
        tierOf(shopId, tierId),
        tierOf(shopId, row.tier_id),
      ]);
      const patch = downgradeChange(
        row,
        { id: target.id, monthlyPrice: target.monthly_price },
        current.monthly_price,
      );
      return c.json({ data: await change(row, patch) });
    })
    .put(`${BASE}/downgrade/cancel`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId } = parseQuery(c, membershipQuery);
      const row = await ownSubscription(db, c.var.shop.id, sub, membershipId, clock());
      return c.json({ data: await change(row, cancelDowngradeChange(row)) });
    })
    .put(`${BASE}/resume`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId } = parseQuery(c, membershipQuery);
      const row = await ownSubscription(db, c.var.shop.id, sub, membershipId, clock());
      return c.json({ data: await change(row, resumeChange(row)) });
    })
    .put(`${BASE}/cancel`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { membershipId } = parseQuery(c, membershipQuery);
      const now = clock();
      const row = await ownSubscription(db, c.var.shop.id, sub, membershipId, now);
      return c.json({ data: await change(row, cancelChange(row, now)) });
    });
}
