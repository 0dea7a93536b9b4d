import type { Subscription } from "@vitrine/contract";
import type { Selectable } from "kysely";
import type { SubscriptionsTable } from "../db/membership-schema";
import { httpError } from "../http/http-error";
import { periodEnd } from "./pricing";

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/**
 * The subscription as it stands at `now`. Periods roll over on their own (the reference platform
 * does not run a renewal job): a cancelled one ends at its period end, a pending downgrade takes
 * over at the period end, and an active one renews.
 * @example subscriptionAt({ …, canceled_at: 2026-11-01, current_period_end: 2026-11-20, status: "ACTIVE" }, 2026-11-21)
 * // { …, status: "CANCELED" }
 */
export function subscriptionAt(row: SubscriptionRow, now: Date): SubscriptionRow {
  if (row.status === "CANCELED" || row.current_period_end > now) return row;
  if (row.canceled_at !== null) return { ...row, status: "CANCELED" };
  let end = row.current_period_end;
  while (end <= now) end = periodEnd(end, row.interval);
  return {
    ...row,
    tier_id: row.pending_downgrade_tier_id ?? row.tier_id,
    pending_downgrade_tier_id: null,
    current_period_end: end,
  };
}

/** The wire `Subscription` of a row already brought to now by `subscriptionAt`. */
export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    membershipId: row.membership_id,
    tierId: row.tier_id,
    interval: row.interval,
    status: row.status,
    canceledAt: row.canceled_at?.toISOString() ?? null,
    exitSurveyed: row.exit_surveyed,
    currentPeriodEnd: row.current_period_end.toISOString(),
    pendingDowngradeTierId: row.pending_downgrade_tier_id,
  };
}

const conflict = (message: string) => httpError(409, message, { code: "SUBSCRIPTION_STATE" });

/** Whether the subscription still renews: active and not cancelled. */
export function isRenewing(row: SubscriptionRow): boolean {
  return row.status === "ACTIVE" && row.canceled_at === null;
}

/**
 * A downgrade waits for the period end; only a renewing subscription can downgrade, and only to
 * a cheaper tier. Answers the columns to change.
 * @example downgradeChange(goldMonthly, { id: "tier_free", monthlyPrice: 0 }, 900) // { pending_downgrade_tier_id: "tier_free" }
 */
export function downgradeChange(
  row: SubscriptionRow,
  target: { id: string; monthlyPrice: number },
  currentMonthlyPrice: number,
): Pick<SubscriptionRow, "pending_downgrade_tier_id"> {
  if (!isRenewing(row)) throw conflict("Only an active subscription can be downgraded.");
  if (target.monthlyPrice >= currentMonthlyPrice) {
    throw conflict("Choose a tier that costs less than your current one, or upgrade instead.");
  }
  return { pending_downgrade_tier_id: target.id };
}

/** Cancelling a pending downgrade keeps the current tier. */
export function cancelDowngradeChange(
  row: SubscriptionRow,
): Pick<SubscriptionRow, "pending_downgrade_tier_id"> {
  if (row.pending_downgrade_tier_id === null) throw conflict("There is no downgrade to cancel.");
  return { pending_downgrade_tier_id: null };
}

/** Cancelling keeps access until the period end; a pending downgrade is dropped. */
export function cancelChange(
  row: SubscriptionRow,
  now: Date,
): Pick<SubscriptionRow, "canceled_at" | "pending_downgrade_tier_id" | "exit_surveyed"> {
  if (!isRenewing(row)) throw conflict("This subscription is already cancelled.");
  return { canceled_at: now, pending_downgrade_tier_id: null, exit_surveyed: false };
}

/** Resuming undoes a cancellation while the period lasts; an ended subscription needs a new checkout. */
export function resumeChange(row: SubscriptionRow): Pick<SubscriptionRow, "canceled_at"> {
  if (row.status === "CANCELED") {
    throw conflict("This subscription has ended. Choose a tier to join again.");
  }
  if (row.canceled_at === null) throw conflict("This subscription is not cancelled.");
  return { canceled_at: null };
}
