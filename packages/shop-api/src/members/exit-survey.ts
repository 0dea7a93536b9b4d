import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { httpError } from "../http/http-error";
import type { SubscriptionRow } from "../membership-checkout/subscription-state";
import { membershipNotFound, subscriptionOf } from "../membership-checkout/subscription-store";

/**
 * The caller's own subscription `subscriptionId`, when its exit survey is due: cancelled and not
 * yet surveyed (answered or skipped). Anyone else's is a 404; a second answer is a 409.
 */
export async function dueExitSurvey(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  subscriptionId: string,
  now: Date,
): Promise<SubscriptionRow> {
  const row = await subscriptionOf(db, shopId, memberId, now);
  if (!row || row.id !== subscriptionId) throw membershipNotFound();
  if (row.canceled_at === null) {
    throw httpError(409, "The exit survey is only for a cancelled subscription.", {
      code: "SUBSCRIPTION_STATE",
    });
  }
  if (row.exit_surveyed) {
    throw httpError(409, "You already answered the exit survey.", { code: "SUBSCRIPTION_STATE" });
  }
  return row;
}
