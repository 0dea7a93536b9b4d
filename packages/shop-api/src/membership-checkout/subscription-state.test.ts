import { describe, expect, it } from "vitest";
import {
  cancelChange,
  cancelDowngradeChange,
  downgradeChange,
  resumeChange,
  type SubscriptionRow,
  subscriptionAt,
} from "./subscription-state";

const now = new Date("2026-11-22T12:00:00Z");
const gold: SubscriptionRow = {
  id: "sub_1",
  membership_id: "msh_1",
  shop_id: "shop_demo",
  member_id: "usr_1",
  tier_id: "tier_gold",
  interval: "MONTHLY",
  status: "ACTIVE",
  canceled_at: null,
  current_period_end: new Date("2026-12-01T00:00:00Z"),
  pending_downgrade_tier_id: null,
  exit_surveyed: false,
  exit_survey_reason: null,
  exit_survey_comment: null,
  created_at: new Date("2026-01-01T00:00:00Z"),
};
const afterPeriod = new Date("2026-12-02T00:00:00Z");

describe("subscription over time", () => {
  it("stays as it is within its period", () => {
    expect(subscriptionAt(gold, now)).toBe(gold);
  });

  it("renews an active subscription at its period end", () => {
    expect(subscriptionAt(gold, afterPeriod).current_period_end.toISOString()).toBe(
      "2027-01-01T00:00:00.000Z",
    );
  });

  it("ends a cancelled subscription at its period end, not before", () => {
    const cancelled = { ...gold, canceled_at: now };
    expect(subscriptionAt(cancelled, now).status).toBe("ACTIVE");
    expect(subscriptionAt(cancelled, afterPeriod).status).toBe("CANCELED");
  });

  it("switches to the pending downgrade's tier at the period end", () => {
    const downgrading = { ...gold, pending_downgrade_tier_id: "tier_free" };
    expect(subscriptionAt(downgrading, afterPeriod)).toMatchObject({
      tier_id: "tier_free",
      pending_downgrade_tier_id: null,
    });
  });
});

describe("subscription changes", () => {
  it("a downgrade waits for the period end as a pending tier", () => {
    expect(downgradeChange(gold, { id: "tier_free", monthlyPrice: 0 }, 900)).toEqual({
      pending_downgrade_tier_id: "tier_free",
    });
  });

  it("a downgrade must go to a cheaper tier", () => {
    expect(() => downgradeChange(gold, { id: "tier_platinum", monthlyPrice: 1900 }, 900)).toThrow(
      /costs less/,
    );
  });

  it("a cancelled subscription cannot be downgraded", () => {
    expect(() =>
      downgradeChange({ ...gold, canceled_at: now }, { id: "tier_free", monthlyPrice: 0 }, 900),
    ).toThrow(/active/);
  });

  it("cancelling a downgrade needs a pending one", () => {
    expect(cancelDowngradeChange({ ...gold, pending_downgrade_tier_id: "tier_free" })).toEqual({
      pending_downgrade_tier_id: null,
    });
    expect(() => cancelDowngradeChange(gold)).toThrow(/no downgrade/);
  });

  it("cancelling sets canceledAt, drops a pending downgrade and cannot happen twice", () => {
    const change = cancelChange({ ...gold, pending_downgrade_tier_id: "tier_free" }, now);
    expect(change).toEqual({
      canceled_at: now,
      pending_downgrade_tier_id: null,
      exit_surveyed: false,
    });
    expect(() => cancelChange({ ...gold, canceled_at: now }, now)).toThrow(/already cancelled/);
  });

  it("resuming undoes a cancellation within the period, but not once the subscription has ended", () => {
    expect(resumeChange({ ...gold, canceled_at: now })).toEqual({ canceled_at: null });
    expect(() => resumeChange(gold)).toThrow(/not cancelled/);
    expect(() => resumeChange({ ...gold, canceled_at: now, status: "CANCELED" })).toThrow(/ended/);
  });
});
