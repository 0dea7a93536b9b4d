import { describe, expect, it } from "vitest";
import {
  creator,
  freeMember,
  freeTierMember,
  member,
  membershipSettings,
  paidMember,
} from "../testing/guard-fixtures";
import {
  hasPaidSubscription,
  hasSubscription,
  seesMembership,
  seesPrivateMembership,
} from "./user-access";

describe("hasPaidSubscription", () => {
  it("a member with a PAID tier counts as having a paid subscription", () => {
    expect(hasPaidSubscription(paidMember)).toBe(true);
    expect(hasPaidSubscription(member({ tier: paidMember.tier }))).toBe(true);
  });

  it("a free-tier member, a member without tier, a creator and a visitor have none", () => {
    expect(hasPaidSubscription(freeTierMember)).toBe(false);
    expect(hasPaidSubscription(freeMember)).toBe(false);
    expect(hasPaidSubscription(creator)).toBe(false);
    expect(hasPaidSubscription(null)).toBe(false);
  });
});

describe("hasSubscription", () => {
  it("a member with a subscription of any tier, or with a paid tier, has a subscription", () => {
    expect(hasSubscription(paidMember)).toBe(true);
    expect(hasSubscription(freeTierMember)).toBe(true);
    expect(hasSubscription(member({ tier: paidMember.tier }))).toBe(true);
  });

  it("a member without either, a creator and a visitor have none", () => {
    expect(hasSubscription(freeMember)).toBe(false);
    expect(hasSubscription(creator)).toBe(false);
    expect(hasSubscription(null)).toBe(false);
  });
});

describe("who sees the membership area", () => {
  const closed = { ...membershipSettings, membershipVisibility: { public: false } };

  it("a private one: the creator and members with a subscription", () => {
    expect(seesPrivateMembership(creator)).toBe(true);
    expect(seesPrivateMembership(paidMember)).toBe(true);
    expect(seesPrivateMembership(freeTierMember)).toBe(true);
    expect(seesPrivateMembership(freeMember)).toBe(false);
    expect(seesPrivateMembership(null)).toBe(false);
    expect(seesMembership(closed, null)).toBe(false);
    expect(seesMembership(closed, creator)).toBe(true);
  });

  it("a public one: everyone; one turned off: no one", () => {
    expect(seesMembership(membershipSettings, null)).toBe(true);
    expect(seesMembership({ ...membershipSettings, enabled: false }, creator)).toBe(false);
    expect(seesMembership(null, creator)).toBe(false);
  });
});
