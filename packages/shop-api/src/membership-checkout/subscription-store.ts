import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { httpError } from "../http/http-error";
import { type SubscriptionRow, subscriptionAt } from "./subscription-state";

export const membershipNotFound = () =>
  httpError(404, "Membership not found.", { code: "NOT_FOUND" });

/** The member's subscription in the shop as it stands at `now`, if they ever had one. */
export async function subscriptionOf(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const row = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("shop_id", "=", shopId)
    .where("member_id", "=", memberId)
    .executeTakeFirst();
  return row && subscriptionAt(row, now);
}

/**
 * The subscription of `membershipId` when it is the caller's own; anyone else's answers 404 like
 * an unknown id, so membership ids cannot be probed.
 */
export async function ownSubscription(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  membershipId: string,
  now: Date,
): Promise<SubscriptionRow> {
  const row = await subscriptionOf(db, shopId, memberId, now);
  if (!row || row.membership_id !== membershipId) throw membershipNotFound();
  return row;
}

/** Writes a subscription's changing columns (brought to now, plus a change). */
export async function saveSubscription(db: Kysely<Database>, row: SubscriptionRow): Promise<void> {
  await db
    .updateTable("subscriptions")
    .set({
      tier_id: row.tier_id,
      interval: row.interval,
      status: row.status,
      canceled_at: row.canceled_at,
      current_period_end: row.current_period_end,
      pending_downgrade_tier_id: row.pending_downgrade_tier_id,
      exit_surveyed: row.exit_surveyed,
      exit_survey_reason: row.exit_survey_reason,
      exit_survey_comment: row.exit_survey_comment,
    })
    .where("id", "=", row.id)
    .execute();
}
