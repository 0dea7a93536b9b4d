import * as z from "zod/mini";
import { id } from "../rules/field-rules";
import { subscription } from "../types/membership";
import { defineEndpoint } from "./endpoint";

const BASE = "/order/v3/memberships/subscription";
const membershipQuery = z.object({ membershipId: id });

const change = <const Path extends string, Query extends z.ZodMiniType>(path: Path, query: Query) =>
  defineEndpoint({
    method: "PUT",
    base: "gateway",
    path,
    query,
    answer: subscription,
    access: "member",
  });

/** Changes to the member's own subscription, each answering it changed. */
export const subscriptionsEndpoints = {
  /** The cheaper tier takes over at the end of the period already paid. */
  downgradeSubscription: change(`${BASE}/downgrade`, z.extend(membershipQuery, { tierId: id })),
  cancelSubscriptionDowngrade: change(`${BASE}/downgrade/cancel`, membershipQuery),
  /** A cancelled subscription that has not ended yet goes on. */
  resumeSubscription: change(`${BASE}/resume`, membershipQuery),
  /** Access lasts until the end of the period already paid. */
  cancelSubscription: change(`${BASE}/cancel`, membershipQuery),
};
