import type { Badge, Member } from "@vitrine/contract";
import type { Kysely } from "kysely";
import type { Database, ShopRow } from "../db/schema";
import { httpError } from "../http/http-error";
import { checkoutAmounts } from "../membership-checkout/pricing";
import { isRenewing, toSubscription } from "../membership-checkout/subscription-state";
import { subscriptionOf } from "../membership-checkout/subscription-store";
import { toTier } from "../shops/shop-mappers";

/** The member's badges, first earned first. */
export async function badgesOf(db: Kysely<Database>, memberId: string): Promise<Badge[]> {
  const rows = await db
    .selectFrom("member_badges")
    .innerJoin("badges", "badges.id", "member_badges.badge_id")
    .select([
      "badges.id",
      "badges.name",
      "badges.description",
      "badges.icon_url",
      "member_badges.show_in_profile",
      "member_badges.earned_at",
    ])
    .where("member_badges.member_id", "=", memberId)
    .orderBy("member_badges.earned_at")
    .orderBy("badges.position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    iconUrl: row.icon_url,
    showInProfile: row.show_in_profile,
    earnedAt: row.earned_at.toISOString(),
  }));
}

/**
 * The wire `Member` of a member of `shop`: subscription as it stands at `now`, its tier while it
 * gives access, badges, the next payment of a renewing subscription.
 */
export async function loadMember(
  db: Kysely<Database>,
  shop: ShopRow,
  memberId: string,
  now: Date,
): Promise<Member> {
  const user = await db
    .selectFrom("users")
    .leftJoin("member_accounts", "member_accounts.user_id", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.display_name",
      "users.avatar_url",
      "users.bio",
      "users.created_at",
      "member_accounts.show_welcome_post",
      "member_accounts.discord_user_id",
    ])
    .where("users.id", "=", memberId)
    .where("users.shop_id", "=", shop.id)
    .where("users.type", "=", "MEMBER")
    .executeTakeFirst();
  if (!user) throw httpError(404, "Member not found.", { code: "NOT_FOUND" });

  const [subscription, badges, blocks, tiers] = await Promise.all([
    subscriptionOf(db, shop.id, memberId, now),
    badgesOf(db, memberId),
    db
      .selectFrom("member_blocks")
      .select("blocked_user_id")
      .where("member_id", "=", memberId)
      .execute(),
    db.selectFrom("membership_tiers").selectAll().where("shop_id", "=", shop.id).execute(),
  ]);
  const tierRow = (id: string | null | undefined) => tiers.find((tier) => tier.id === id);
  const current = subscription?.status === "ACTIVE" ? tierRow(subscription.tier_id) : undefined;
  const nextTier =
    subscription && tierRow(subscription.pending_downgrade_tier_id ?? subscription.tier_id);
  const nextPayment =
    subscription && nextTier && isRenewing(subscription) && nextTier.monthly_price > 0
      ? {
          amount: checkoutAmounts({
            monthlyPrice: nextTier.monthly_price,
            interval: subscription.interval,
            annualDiscountPercent: shop.membership.annualDiscountPercent,
            promotionPercent: null,
          }).total,
          currency: shop.currency,
          date: subscription.current_period_end.toISOString(),
        }
      : null;

  return {
    type: "MEMBER",
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    avatarUrl: user.avatar_url,
    bio: user.bio,
    subscription: subscription ? toSubscription(subscription) : null,
    tier: current ? toTier(current) : null,
    badges,
    billingInfo: subscription ? { nextPayment } : null,
    showWelcomePost: user.show_welcome_post ?? true,
    discordConnected: (user.discord_user_id ?? null) !== null,
    blockedUserIds: blocks.map((block) => block.blocked_user_id),
    createdAt: user.created_at.toISOString(),
  };
}
