import type { Context } from "hono";
import type { ShopDatabase } from "../db/database";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import type { AccessRule, Viewer } from "./content-access";
import { lockedRedirect } from "./content-access";

/** The viewer and the shop's tier ladder, read once per request. */
export interface ContentContext {
  shopId: string;
  currency: string;
  viewer: Viewer;
  /** Tier id → position, to turn a row's `min_tier_id` into an `AccessRule`. */
  tierPositions: Map<string, number>;
  now: Date;
}

/**
 * The content context of a request; 404 MEMBERSHIP_DISABLED when the shop has no membership,
 * 403 MEMBERSHIP_PRIVATE when it is private and the viewer is neither its creator nor a member
 * with a running subscription.
 * A member's tier is that of a subscription still running: active, or cancelled but paid up to
 * a period end still ahead.
 */
export async function contentContext(
  db: ShopDatabase,
  c: Context<ShopEnv>,
  now: Date,
): Promise<ContentContext> {
  const shop = c.var.shop;
  if (!shop.membership.enabled) {
    throw httpError(404, "This shop has no membership.", { code: "MEMBERSHIP_DISABLED" });
  }
  const tiers = await db
    .selectFrom("membership_tiers")
    .select(["id", "type", "position"])
    .where("shop_id", "=", shop.id)
    .execute();
  const tierPositions = new Map(tiers.map((tier) => [tier.id, tier.position]));
  const session = c.var.session;
  let viewer: Viewer = { kind: "VISITOR" };
  if (session?.user_type === "CREATOR") viewer = { kind: "CREATOR", id: session.sub };
  if (session?.user_type === "MEMBER") {
    const subscription = await db
      .selectFrom("subscriptions")
      .innerJoin("membership_tiers as t", "t.id", "subscriptions.tier_id")
      .select(["t.id", "t.type", "t.position"])
      .where("subscriptions.member_id", "=", session.sub)
      .where("subscriptions.shop_id", "=", shop.id)
      .where("subscriptions.status", "in", ["ACTIVE", "CANCELED"])
      .where("subscriptions.current_period_end", ">", now)
      .orderBy("t.position", "desc")
      .executeTakeFirst();
    viewer = { kind: "MEMBER", id: session.sub, tier: subscription ?? null };
  }
  // A private membership (membershipVisibility.public = false) is hidden from everyone but its
  // creator and its subscribed members: the storefront's guard sends the others home, and the
  // content itself is refused here, so hiding it is not only a matter of the screens.
  const insider = viewer.kind === "CREATOR" || (viewer.kind === "MEMBER" && viewer.tier !== null);
  if (!shop.membership.public && !insider) {
    throw httpError(403, "This membership is for its members only.", {
      code: "MEMBERSHIP_PRIVATE",
    });
  }
  return { shopId: shop.id, currency: shop.currency, viewer, tierPositions, now };
}

export function accessRule(
  ctx: ContentContext,
  row: { visibility: AccessRule["visibility"]; min_tier_id: string | null },
): AccessRule {
  return {
    visibility: row.visibility,
    minTierPosition:
      row.min_tier_id === null ? null : (ctx.tierPositions.get(row.min_tier_id) ?? 0),
  };
}

/** 403 SSHOP-403 with `redirectTo`: the SDK sends the viewer there instead of an error screen. */
export function lockedError(
  ctx: ContentContext,
  post?: { postId: string; unlockPrice: number | null },
) {
  return httpError(403, "This content is for members.", {
    code: "SSHOP-403",
    redirectTo: lockedRedirect(ctx.viewer, post),
  });
}

export const contentNotFound = (what: string) =>
  httpError(404, `${what} not found.`, { code: "NOT_FOUND" });
