import { describe, expect, it } from "vitest";
import { type AccessRule, canOpen, lockedRedirect, type Viewer } from "./content-access";

const visitor: Viewer = { kind: "VISITOR" };
const creator: Viewer = { kind: "CREATOR", id: "c" };
const freeMember: Viewer = { kind: "MEMBER", id: "m", tier: null };
const member = (position: number): Viewer => ({
  kind: "MEMBER",
  id: "m",
  tier: { id: `t${position}`, type: "PAID", position },
});
const paid = (minTierPosition: number | null): AccessRule => ({
  visibility: "PAID",
  minTierPosition,
});

describe("content access", () => {
  it("public content is open to everyone", () => {
    for (const viewer of [visitor, freeMember, member(1), creator]) {
      expect(canOpen({ visibility: "PUBLIC", minTierPosition: null }, viewer)).toBe(true);
    }
  });

  it("members content needs a login, any tier", () => {
    const rule: AccessRule = { visibility: "MEMBERS", minTierPosition: null };
    expect(canOpen(rule, visitor)).toBe(false);
    expect(canOpen(rule, freeMember)).toBe(true);
  });

  it("paid content needs a paid tier at or above the required one", () => {
    expect(canOpen(paid(2), member(1))).toBe(false);
    expect(canOpen(paid(2), member(2))).toBe(true);
    expect(canOpen(paid(1), member(2))).toBe(true);
    expect(canOpen(paid(null), freeMember)).toBe(false);
    expect(canOpen(paid(null), member(1))).toBe(true);
  });

  it("a free tier never opens paid content", () => {
    const free: Viewer = { kind: "MEMBER", id: "m", tier: { id: "f", type: "FREE", position: 5 } };
    expect(canOpen(paid(0), free)).toBe(false);
  });

  it("a member who bought a post opens it whatever the tier", () => {
    expect(canOpen(paid(2), freeMember, true)).toBe(true);
  });

  it("a bought post stays locked for a visitor", () => {
    expect(canOpen(paid(2), visitor, true)).toBe(false);
  });

  it("the creator opens everything", () => {
    expect(canOpen(paid(9), creator)).toBe(true);
  });

  it("a locked post sold on its own sends a member to its unlock page, others to pricing", () => {
    const post = { postId: "p 1", unlockPrice: 300 };
    expect(lockedRedirect(freeMember, post)).toBe("/membership/posts/p%201/unlock");
    expect(lockedRedirect(visitor, post)).toBe("/membership/pricing");
    expect(lockedRedirect(freeMember, { postId: "p", unlockPrice: null })).toBe(
      "/membership/pricing",
    );
    expect(lockedRedirect(freeMember)).toBe("/membership/pricing");
  });
});
