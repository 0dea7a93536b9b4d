import { randomBytes } from "node:crypto";
import type {
  BillingInterval,
  MembershipCheckout,
  MembershipCheckoutStatus,
} from "@vitrine/contract";
import type { Kysely, Selectable } from "kysely";
import type { MembershipCheckoutsTable } from "../db/membership-schema";
import type { Database, ShopRow } from "../db/schema";
import { httpError } from "../http/http-error";
import { recordBilling } from "./billing";
import { type CheckoutAmounts, checkoutAmounts, periodEnd } from "./pricing";

export type CheckoutRow = Selectable<MembershipCheckoutsTable>;

export const checkoutNotFound = () => httpError(404, "Checkout not found.", { code: "NOT_FOUND" });

export function toCheckout(row: CheckoutRow): MembershipCheckout {
  return {
    id: row.id,
    tierId: row.tier_id,
    interval: row.interval,
    memberId: row.member_id,
    upgrade: row.upgrade,
    status: row.status,
    currency: row.currency,
    subtotal: row.subtotal,
    discountAmount: row.discount_amount,
    total: row.total,
    promotionCode: row.promotion_code,
    information: row.information,
    paymentIntentId: row.payment_intent_id,
    failureMessage: row.failure_message,
  };
}

/** The caller's own checkout; anyone else's is a 404 like an unknown id. */
export async function ownCheckout(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  checkoutId: string,
): Promise<CheckoutRow> {
  const row = await db
    .selectFrom("membership_checkouts")
    .selectAll()
    .where("id", "=", checkoutId)
    .where("shop_id", "=", shopId)
    .where("member_id", "=", memberId)
    .executeTakeFirst();
  if (!row) throw checkoutNotFound();
  return row;
}

const STATUS_WORDS: Record<MembershipCheckoutStatus, string> = {
  OPEN: "open",
  REQUIRES_ACTION: "waiting for your bank",
  PAID: "already paid",
  PAYMENT_FAILED: "open",
  CANCELED: "cancelled",
};

/** Refuses a step the checkout's status does not allow (409 CHECKOUT_STATE). */
export function assertStatus(row: CheckoutRow, allowed: readonly MembershipCheckoutStatus[]): void {
  if (!allowed.includes(row.status)) {
    throw httpError(409, `This checkout is ${STATUS_WORDS[row.status]}.`, {
      code: "CHECKOUT_STATE",
    });
  }
}

/** Steps that change what is bought: before any payment attempt is under way. */
export const EDITABLE: readonly MembershipCheckoutStatus[] = ["OPEN", "PAYMENT_FAILED"];
/** Steps of paying: a card can be (re)given and the payment (re)tried until it succeeds. */
export const PAYABLE: readonly MembershipCheckoutStatus[] = [
  "OPEN",
  "PAYMENT_FAILED",
  "REQUIRES_ACTION",
];

/** A tier of the shop that can be bought (paid); 404 for unknown ids, 400 for the free tier. */
export async function paidTier(db: Kysely<Database>, shopId: string, tierId: string) {
  const tier = await db
    .selectFrom("membership_tiers")
    .selectAll()
    .where("id", "=", tierId)
    .where("shop_id", "=", shopId)
    .executeTakeFirst();
  if (!tier) throw httpError(404, "Tier not found.", { code: "NOT_FOUND" });
  if (tier.type !== "PAID") {
    throw httpError(400, "The free tier needs no checkout.", { code: "VALIDATION_ERROR" });
  }
  return tier;
}

/** The percent a promotion code takes off; 400 for an unknown or expired code. */
export async function promotionPercent(
  db: Kysely<Database>,
  shopId: string,
  code: string,
  now: Date,
): Promise<number> {
  const promotion = await db
    .selectFrom("promotion_codes")
    .select(["percent_off", "expires_at"])
    .where("shop_id", "=", shopId)
    .where("code", "=", code)
    .executeTakeFirst();
  if (!promotion) {
    throw httpError(400, "This promotion code does not exist.", { code: "PROMOTION_INVALID" });
  }
  if (promotion.expires_at !== null && promotion.expires_at <= now) {
    throw httpError(400, "This promotion code has expired.", { code: "PROMOTION_EXPIRED" });
  }
  return promotion.percent_off;
}

/** The columns of a checkout's amounts. */
export function amountColumns(
  shop: ShopRow,
  monthlyPrice: number,
  interval: BillingInterval,
  promotion: number | null,
): Pick<CheckoutRow, "subtotal" | "discount_amount" | "total"> {
  const amounts: CheckoutAmounts = checkoutAmounts({
    monthlyPrice,
    interval,
    annualDiscountPercent: shop.membership.annualDiscountPercent,
    promotionPercent: promotion,
  });
  return {
    subtotal: amounts.subtotal,
    discount_amount: amounts.discountAmount,
    total: amounts.total,
  };
}

/**
 * Marks a checkout paid and gives the member what they bought, in the caller's transaction: the
 * subscription starts (or switches tier and restarts) now for one period, and a billing record is
 * written. Returns false when the checkout was already paid (a concurrent payment call).
 */
export async function completeCheckout(
  trx: Kysely<Database>,
  checkoutId: string,
  tierName: string,
  now: Date,
): Promise<boolean> {
  const checkout = await trx
    .selectFrom("membership_checkouts")
    .selectAll()
    .where("id", "=", checkoutId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (checkout.status === "PAID") return false;
  await trx
    .updateTable("membership_checkouts")
    .set({ status: "PAID", failure_message: null })
    .where("id", "=", checkoutId)
    .execute();
  const period = {
    tier_id: checkout.tier_id,
    interval: checkout.interval,
    status: "ACTIVE" as const,
    canceled_at: null,
    current_period_end: periodEnd(now, checkout.interval),
    pending_downgrade_tier_id: null,
    exit_surveyed: false,
    exit_survey_reason: null,
    exit_survey_comment: null,
  };
  await trx
    .insertInto("subscriptions")
    .values({
      id: `sub_${randomBytes(12).toString("base64url")}`,
      membership_id: `msh_${randomBytes(12).toString("base64url")}`,
      shop_id: checkout.shop_id,
      member_id: checkout.member_id,
      ...period,
    })
    .onConflict((oc) => oc.column("member_id").doUpdateSet(period))
    .execute();
  const interval = checkout.interval === "ANNUAL" ? "annual" : "monthly";
  await recordBilling(trx, {
    shopId: checkout.shop_id,
    memberId: checkout.member_id,
    date: now,
    description: `${checkout.upgrade ? "Upgrade to " : ""}${tierName} membership (${interval})`,
    amount: checkout.total,
    currency: checkout.currency,
    status: "PAID",
  });
  return true;
}
