import { describe, expect, it } from "vitest";
import { creator, freeMember, membershipSettings, paidMember } from "../testing/guard-fixtures";
import { routeOpensFor } from "./route-opens";

const privateClub = { ...membershipSettings, membershipVisibility: { public: false } };

describe("whether a menu's link leads to its page", () => {
  it("a visitor of a private membership: logging in does, its pages and signing up do not", () => {
    const visitor = { membershipSettings: privateClub, user: null };
    expect(routeOpensFor("auth-login", visitor)).toBe(true);
    for (const name of ["membership-posts", "membership-pricing", "auth-signup"] as const) {
      expect(routeOpensFor(name, visitor), name).toBe(false);
    }
  });

  it("a member without a subscription there: logging out does, the account does not", () => {
    const member = { membershipSettings: privateClub, user: freeMember };
    expect(routeOpensFor("auth-logout", member)).toBe(true);
    expect(routeOpensFor("member-profile", member)).toBe(false);
  });

  it("its subscribed members and its creator: their pages do", () => {
    expect(
      routeOpensFor("member-profile", { membershipSettings: privateClub, user: paidMember }),
    ).toBe(true);
    expect(
      routeOpensFor("creator-profile", { membershipSettings: privateClub, user: creator }),
    ).toBe(true);
  });

  it("a public membership: everything a visitor may open", () => {
    for (const name of ["membership-posts", "membership-pricing", "auth-signup"] as const) {
      expect(routeOpensFor(name, { membershipSettings, user: null }), name).toBe(true);
    }
    expect(routeOpensFor("member-profile", { membershipSettings, user: null })).toBe(false);
  });
});
