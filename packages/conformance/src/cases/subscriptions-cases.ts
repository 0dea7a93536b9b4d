import { endpoints } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";
import { subscriptionOf } from "./member-account";

const { subscriptions, members } = endpoints;

/** The demo member's membership id, the subscription calls' `membershipId`. */
async function membershipIdOf(shop: Storefront): Promise<string> {
  return (await subscriptionOf(shop)).membershipId;
}

/**
 * The demo member's subscription, in an order that works on one database: a downgrade and its
 * undoing; a cancellation, its exit survey and the resumption; then a second cancellation whose
 * survey is skipped, resumed again, so the member ends renewing as they began.
 */
export const subscriptionsCases: ConformanceCase[] = [
  {
    endpoint: subscriptions.downgradeSubscription,
    as: "member",
    call: async (shop, facts) =>
      shop.api.order.downgradeSubscription(await membershipIdOf(shop), facts.freeTierId),
  },
  {
    endpoint: subscriptions.cancelSubscriptionDowngrade,
    as: "member",
    call: async (shop) => shop.api.order.cancelSubscriptionDowngrade(await membershipIdOf(shop)),
  },
  {
    endpoint: subscriptions.cancelSubscription,
    as: "member",
    call: async (shop) => shop.api.order.cancelSubscription(await membershipIdOf(shop)),
  },
  {
    endpoint: members.exitSurvey,
    as: "member",
    call: async (shop) =>
      shop.api.membership.exitSurvey({
        subscriptionId: (await subscriptionOf(shop)).id,
        reason: "OTHER",
        comment: "  Taking a break for the winter.  ",
      }),
  },
  {
    endpoint: subscriptions.resumeSubscription,
    as: "member",
    call: async (shop) => shop.api.order.resumeSubscription(await membershipIdOf(shop)),
  },
  {
    endpoint: members.skipExitSurvey,
    as: "member",
    call: async (shop) => {
      const { id, membershipId } = await subscriptionOf(shop);
      await shop.api.order.cancelSubscription(membershipId);
      await shop.api.membership.skipExitSurvey(id);
      await shop.api.order.resumeSubscription(membershipId);
    },
  },
];
