import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { OTHER_MEMBER } from "../members/members-seed";
import type { SeedStep } from "../seed/run-seed";
import { seedId } from "../seed/seed-id";
import { DEMO_SHOP_ID, demoUserId } from "../seed/shops-seed";
import { checkoutAmounts } from "./pricing";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Months of billing history of member@demo.test: three pages of ten and a bit. */
const HISTORY_MONTHS = 26;

export const PROMOTIONS = [
  { code: "WELCOME10", percentOff: 10, expired: false },
  { code: "HALFOFF", percentOff: 50, expired: false },
  { code: "SUMMER25", percentOff: 25, expired: true },
] as const;

const tierId = (key: string) => seedId("tier", `${DEMO_SHOP_ID}/${key}`);

async function seedBilling(trx: Kysely<Database>): Promise<void> {
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY_MS);

  await trx
    .insertInto("promotion_codes")
    .values(
      PROMOTIONS.map((promotion) => ({
        shop_id: DEMO_SHOP_ID,
        code: promotion.code,
        percent_off: promotion.percentOff,
        expires_at: promotion.expired ? ago(30) : null,
      })),
    )
    .execute();

  const subscriptions = [
    {
      email: "member@demo.test",
      tier: "supporter",
      interval: "MONTHLY",
      periodEnd: ahead(18),
      canceledAt: null,
    },
    {
      email: OTHER_MEMBER.email,
      tier: "superfan",
      interval: "ANNUAL",
      periodEnd: ahead(200),
      canceledAt: null,
    },
    {
      email: "cancelled@demo.test",
      tier: "supporter",
      interval: "MONTHLY",
      periodEnd: ahead(12),
      canceledAt: ago(3),
    },
  ] as const;
  await trx
    .insertInto("subscriptions")
    .values(
      subscriptions.map((s) => ({
        id: seedId("sub", s.email),
        membership_id: seedId("msh", s.email),
        shop_id: DEMO_SHOP_ID,
        member_id: demoUserId(s.email),
        tier_id: tierId(s.tier),
        interval: s.interval,
        status: "ACTIVE" as const,
        canceled_at: s.canceledAt,
        current_period_end: s.periodEnd,
        pending_downgrade_tier_id: null,
      })),
    )
    .execute();

  const cardOwners = ["member@demo.test", OTHER_MEMBER.email];
  const expYear = now.getUTCFullYear() + 3;
  await trx
    .insertInto("test_payment_cards")
    .values(
      cardOwners.map((email) => ({
        token: seedId("tok", email),
        customer_ref: demoUserId(email),
        brand: "visa",
        last4: "4242",
        exp_month: 8,
        exp_year: expYear,
        behavior: "SUCCEED" as const,
      })),
    )
    .execute();
  await trx
    .insertInto("payment_methods")
    .values(
      cardOwners.map((email) => ({
        member_id: demoUserId(email),
        id: seedId("pm", email),
        card_token: seedId("tok", email),
        brand: "visa",
        last4: "4242",
        exp_month: 8,
        exp_year: expYear,
      })),
    )
    .execute();

  // Monthly Supporter invoices going back from the current period's start, one failed and retried.
  const monthly = checkoutAmounts({
    monthlyPrice: 500,
    interval: "MONTHLY",
    annualDiscountPercent: 20,
    promotionPercent: null,
  });
  const member = demoUserId("member@demo.test");
  const records = Array.from({ length: HISTORY_MONTHS }, (_, month) => {
    const date = ago(12);
    date.setUTCMonth(date.getUTCMonth() - month);
    const failed = month === 7;
    return {
      id: seedId("bil", `member/${month}`),
      shop_id: DEMO_SHOP_ID,
      member_id: member,
      invoice_number: `INV-DEMO-${String(HISTORY_MONTHS - month).padStart(4, "0")}`,
      date,
      description: failed
        ? "Supporter membership (monthly), card declined"
        : "Supporter membership (monthly)",
      amount: monthly.total,
      currency: "USD",
      status: failed ? ("FAILED" as const) : ("PAID" as const),
    };
  });
  await trx.insertInto("billing_records").values(records).execute();
}

/** Promotion codes, the demo subscriptions, saved cards and member@demo.test's billing history. */
export const membershipSeed: SeedStep = { name: "membership-billing", run: seedBilling };
