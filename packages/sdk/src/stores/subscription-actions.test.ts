import type { Subscription, User } from "@vitrine/contract";
import { creatorFixture, memberFixture } from "@vitrine/contract/testing";
import { describe, expect, it, vi } from "vitest";
import { createSubscriptionActions, pendingExitSurvey } from "./subscription-actions";

function setup(user: User | null = memberFixture()) {
  const auth = {
    state: { user, paymentMethod: null, status: "ready" as const },
    setUser: vi.fn((next: User | null) => {
      auth.state.user = next;
    }),
  };
  const answered = (patch: Partial<Subscription>) => {
    const base = memberFixture().subscription as Subscription;
    return vi.fn().mockResolvedValue({ ...base, ...patch });
  };
  const api = {
    downgradeSubscription: answered({ pendingDowngradeTierId: "tier-silver" }),
    cancelSubscriptionDowngrade: answered({ pendingDowngradeTierId: null }),
    resumeSubscription: answered({ canceledAt: null, status: "ACTIVE" }),
    cancelSubscription: answered({ canceledAt: "2026-11-22T19:00:00.000Z" }),
  };
  return { actions: createSubscriptionActions({ api, auth }), api, auth };
}

describe("subscription actions", () => {
  it("downgrade acts on the member's membership and keeps the pending tier", async () => {
    const { actions, api, auth } = setup();
    await actions.downgrade("tier-silver");
    expect(api.downgradeSubscription).toHaveBeenCalledWith("msh-1", "tier-silver");
    expect(auth.state.user).toMatchObject({
      subscription: { pendingDowngradeTierId: "tier-silver" },
    });
  });

  it("cancelling the downgrade clears the pending tier", async () => {
    const { actions, api, auth } = setup();
    await actions.cancelDowngrade();
    expect(api.cancelSubscriptionDowngrade).toHaveBeenCalledWith("msh-1");
    expect(auth.state.user).toMatchObject({ subscription: { pendingDowngradeTierId: null } });
  });

  it("cancel marks the subscription cancelled, which opens the exit survey", async () => {
    const { actions, auth } = setup();
    await actions.cancel();
    expect(auth.state.user).toMatchObject({
      subscription: { canceledAt: "2026-11-22T19:00:00.000Z" },
    });
  });

  it("resume undoes the cancellation", async () => {
    const { actions, api, auth } = setup();
    await actions.resume();
    expect(api.resumeSubscription).toHaveBeenCalledWith("msh-1");
    expect(auth.state.user).toMatchObject({ subscription: { canceledAt: null } });
  });

  it.each([
    ["a visitor", null],
    ["a creator", creatorFixture()],
    ["a member without a subscription", memberFixture({ subscription: null })],
  ])("%s cannot change a subscription", async (_, user) => {
    const { actions, api } = setup(user);
    await expect(actions.cancel()).rejects.toThrow("Only a member with a subscription");
    expect(api.cancelSubscription).not.toHaveBeenCalled();
  });
});

describe("pending exit survey", () => {
  const subscription = memberFixture().subscription as Subscription;
  const member = (patch: Partial<Subscription>) =>
    memberFixture({ subscription: { ...subscription, ...patch } });

  it("is the subscription of a member who cancelled and has not answered", () => {
    const cancelled = member({ canceledAt: "2026-11-01T00:00:00.000Z", exitSurveyed: false });
    expect(pendingExitSurvey(cancelled)?.id).toBe(subscription.id);
  });

  it.each([
    ["an active member", member({ canceledAt: null })],
    [
      "a member who answered",
      member({ canceledAt: "2026-11-01T00:00:00.000Z", exitSurveyed: true }),
    ],
    ["a member without a subscription", memberFixture({ subscription: null })],
    ["a creator", creatorFixture()],
    ["a visitor", null],
  ])("is nothing for %s", (_, user) => {
    expect(pendingExitSurvey(user)).toBeNull();
  });
});
