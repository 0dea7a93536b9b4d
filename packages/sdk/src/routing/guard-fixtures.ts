import type { Creator, Member, MembershipSettings, Subscription, Tier } from "../types/membership";
import type { Shop } from "../types/shop";
import type { GuardContext } from "./guard-context";

/**
 * Guard contexts and users for the routing tests: a visitor on an open shop with membership on,
 * and the demo accounts of DESIGN.md (creator, paid member, free member, cancelled member).
 */

const paidTier: Tier = {
  id: "tier-gold",
  name: "Gold",
  description: "",
  type: "PAID",
  monthlyPrice: 900,
  perks: [],
};

const freeTier: Tier = {
  ...paidTier,
  id: "tier-free",
  name: "Free",
  type: "FREE",
  monthlyPrice: 0,
};

const activeSubscription: Subscription = {
  id: "sub-1",
  membershipId: "membership-1",
  tierId: paidTier.id,
  interval: "MONTHLY",
  status: "ACTIVE",
  canceledAt: null,
  exitSurveyed: false,
  currentPeriodEnd: "2026-12-01T00:00:00.000Z",
  pendingDowngradeTierId: null,
};

export const creator: Creator = {
  type: "CREATOR",
  id: "creator-1",
  email: "creator@demo.test",
  displayName: "Creator",
  avatarUrl: null,
  bio: "",
};

/** A member with no subscription and no tier, changed by `overrides`. */
export function member(overrides: Partial<Member> = {}): Member {
  return {
    type: "MEMBER",
    id: "member-1",
    email: "free@demo.test",
    displayName: "Member",
    avatarUrl: null,
    bio: "",
    subscription: null,
    tier: null,
    badges: [],
    billingInfo: null,
    showWelcomePost: false,
    discordConnected: false,
    blockedUserIds: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
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

export const shop: Shop = {
  id: "shop-1",
  name: "Demo",
  description: "",
  currency: "USD",
  isComingSoon: false,
  baseUri: "http://demo.localhost:3000",
  locale: "en",
  logoUrl: null,
  theme: { handle: "default", settings: {} as Shop["theme"]["settings"] },
};

export const membershipSettings: MembershipSettings = {
  enabled: true,
  membershipVisibility: { public: true },
  directMessage: { enabled: true },
  tier: { annual: { discount: { enabled: false, percentOff: 0 } } },
  tiers: [freeTier, paidTier],
  currency: "USD",
};

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
