import type { Member, Subscription, User } from "@vitrine/contract";
import type { OrderApi } from "../api/order";
import type { AuthStore } from "./auth-store";

export interface SubscriptionActions {
  /** Moves to a cheaper tier at the end of the period. */
  downgrade(tierId: string): Promise<Subscription>;
  cancelDowngrade(): Promise<Subscription>;
  /** Undoes a cancellation before the period ends. */
  resume(): Promise<Subscription>;
  /** Cancels at the end of the period; the exit survey becomes available. */
  cancel(): Promise<Subscription>;
}

/**
 * The subscription whose exit survey is still to be taken (spec §4: cancelled, not yet surveyed),
 * or `null`: what the survey's route allows and what the account screens link to.
 *
 * @example
 * pendingExitSurvey(cancelledMember) // { id: "sub-1", canceledAt: "2026-11-01T00:00:00.000Z", exitSurveyed: false, … }
 * pendingExitSurvey(activeMember) // null
 * pendingExitSurvey(creator) // null
 */
export function pendingExitSurvey(user: User | null): Subscription | null {
  const subscription = user?.type === "MEMBER" ? user.subscription : null;
  return subscription !== null && subscription.canceledAt !== null && !subscription.exitSurveyed
    ? subscription
    : null;
}

export interface SubscriptionActionsDeps {
  api: Pick<
    OrderApi,
    | "downgradeSubscription"
    | "cancelSubscriptionDowngrade"
    | "resumeSubscription"
    | "cancelSubscription"
  >;
  auth: Pick<AuthStore, "state" | "setUser">;
}

/**
 * The logged-in member's subscription actions (spec §4). Each acts on the member's own
 * membership and puts the server's answer into the auth store, so guards and pages see it at once.
 *
 * @example
 * const subscription = createSubscriptionActions({ api: storefront.api.order, auth });
 * await subscription.cancel();
 * auth.state.user.subscription.canceledAt // "2026-11-22T19:00:00.000Z"
 */
export function createSubscriptionActions({
  api,
  auth,
}: SubscriptionActionsDeps): SubscriptionActions {
  function currentMember(): Member & { subscription: Subscription } {
    const user = auth.state.user;
    if (user?.type !== "MEMBER" || user.subscription === null) {
      throw new Error("Only a member with a subscription can change it");
    }
    return user as Member & { subscription: Subscription };
  }

  async function apply(call: (membershipId: string) => Promise<Subscription>) {
    const member = currentMember();
    const subscription = await call(member.subscription.membershipId);
    auth.setUser({ ...currentMember(), subscription });
    return subscription;
  }

  return {
    downgrade: (tierId) => apply((membershipId) => api.downgradeSubscription(membershipId, tierId)),
    cancelDowngrade: () => apply((membershipId) => api.cancelSubscriptionDowngrade(membershipId)),
    resume: () => apply((membershipId) => api.resumeSubscription(membershipId)),
    cancel: () => apply((membershipId) => api.cancelSubscription(membershipId)),
  };
}
