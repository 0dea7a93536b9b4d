import type { MembershipSettings, User } from "@vitrine/contract";

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
 * Whether the user may see a private membership area: its creator, or a member with a
 * subscription (`hasSubscription`).
 *
 * @example
 * seesPrivateMembership(creator) // true
 * seesPrivateMembership({ type: "MEMBER", subscription: null, tier: null, … }) // false
 * seesPrivateMembership(null) // false
 */
export function seesPrivateMembership(user: User | null): boolean {
  return user?.type === "CREATOR" || hasSubscription(user);
}

/**
 * Whether the membership area is there for this user: on, and public or theirs to see. Themes
 * show links to it only then, as the routes' guards let only them in.
 *
 * @example
 * seesMembership({ enabled: true, membershipVisibility: { public: true }, … }, null) // true
 * seesMembership({ enabled: true, membershipVisibility: { public: false }, … }, null) // false
 * seesMembership({ enabled: true, membershipVisibility: { public: false }, … }, creator) // true
 * seesMembership({ enabled: false, … }, creator) // false
 */
export function seesMembership(
  settings: Pick<MembershipSettings, "enabled" | "membershipVisibility"> | null,
  user: User | null,
): boolean {
  return (
    settings?.enabled === true &&
    (settings.membershipVisibility.public || seesPrivateMembership(user))
  );
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
