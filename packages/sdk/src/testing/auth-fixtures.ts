import type { Creator, Member } from "@vitrine/contract";

/** A paid member with an active subscription, as the profile call answers it. */
export function memberFixture(overrides: Partial<Member> = {}): Member {
  return {
    type: "MEMBER",
    id: "mem-1",
    email: "member@demo.test",
    displayName: "Riley Member",
    avatarUrl: null,
    bio: "",
    subscription: {
      id: "sub-1",
      membershipId: "msh-1",
      tierId: "tier-gold",
      interval: "MONTHLY",
      status: "ACTIVE",
      canceledAt: null,
      exitSurveyed: false,
      currentPeriodEnd: "2026-12-22T00:00:00.000Z",
      pendingDowngradeTierId: null,
    },
    tier: {
      id: "tier-gold",
      name: "Gold",
      description: "Every post and video",
      type: "PAID",
      monthlyPrice: 900,
      perks: ["Early videos"],
    },
    badges: [],
    billingInfo: null,
    showWelcomePost: false,
    discordConnected: false,
    blockedUserIds: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function creatorFixture(overrides: Partial<Creator> = {}): Creator {
  return {
    type: "CREATOR",
    id: "cre-1",
    email: "creator@demo.test",
    displayName: "Demo Creator",
    avatarUrl: null,
    bio: "I make things.",
    ...overrides,
  };
}
