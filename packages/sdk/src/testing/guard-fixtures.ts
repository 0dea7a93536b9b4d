import type {
  Creator,
  Member,
  MembershipSettings,
  Shop,
  Subscription,
  Tier,
} from "@vitrine/contract";
import {
  creatorFixture,
  memberFixture,
  membershipSettingsFixture,
  shopFixture,
} from "@vitrine/contract/testing";
import type { GuardContext } from "../routing/guard-context";

/**
 * Guard contexts and users for the routing tests: a visitor on an open shop with membership on,
 * and the demo accounts of DESIGN.md (creator, paid member, free member, cancelled member).
 */

const settings = membershipSettingsFixture();
const [freeTier, paidTier] = settings.tiers as [Tier, Tier];
const activeSubscription = memberFixture().subscription as Subscription;

export const creator: Creator = creatorFixture();

/** A member with no subscription and no tier, changed by `overrides`. */
export function member(overrides: Partial<Member> = {}): Member {
  return memberFixture({ email: "free@demo.test", subscription: null, tier: null, ...overrides });
}

export const freeMember = member();
export const paidMember = member({ subscription: activeSubscription, tier: paidTier });
export const freeTierMember = member({
  subscription: { ...activeSubscription, tierId: freeTier.id },
  tier: freeTier,
});
export const cancelledMember = member({
  subscription: {
    ...activeSubscription,
    status: "CANCELED",
    canceledAt: "2026-11-01T00:00:00.000Z",
  },
  tier: paidTier,
});

export const shop: Shop = shopFixture();
export const membershipSettings: MembershipSettings = settings;

/** A visitor on `path` of an open shop with membership on, changed by `overrides`. */
export function guardContext(path: string, overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    path,
    search: {},
    shop,
    membershipSettings,
    user: null,
    cookies: {},
    customizing: false,
    inFrame: false,
    ...overrides,
  };
}
