import type { User } from "@vitrine/contract";

/**
 * Whether the user is a member whose tier is paid; a member with a PAID tier counts as having a
 * paid subscription (spec §6).
 *
 * @example
 * hasPaidSubscription({ type: "MEMBER", tier: { type: "PAID", … }, … }) // true
 * hasPaidSubscription({ type: "MEMBER", tier: { type: "FREE", … }, … }) // false
 * hasPaidSubscription(creator) // false
 * hasPaidSubscription(null) // false
 */
export function hasPaidSubscription(user: User | null): boolean {
  return user?.type === "MEMBER" && user.tier?.type === "PAID";
}

/**
 * Whether the user is a member with a subscription (of any tier, cancelled ones included until
 * the platform ends them) or with a paid tier.
 *
 * @example
 * hasSubscription({ type: "MEMBER", subscription: { tierId: "free", … }, tier: null, … }) // true
 * hasSubscription({ type: "MEMBER", subscription: null, tier: { type: "PAID", … }, … }) // true
 * hasSubscription({ type: "MEMBER", subscription: null, tier: null, … }) // false
 * hasSubscription(creator) // false
 */
export function hasSubscription(user: User | null): boolean {
  return (user?.type === "MEMBER" && user.subscription !== null) || hasPaidSubscription(user);
}
