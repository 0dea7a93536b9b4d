import { describe, expect, it } from "vitest";
import {
  cancelledMember,
  creator,
  freeMember,
  freeTierMember,
  guardContext,
  member,
  membershipSettings,
  paidMember,
} from "../testing/guard-fixtures";
import type { GuardContext } from "./guard-context";
import { continueRoute, notFound, redirect } from "./guard-decision";
import {
  redirectCreatorToPosts,
  redirectPaidMemberToBilling,
  requireCreator,
  requireExitSurveyPending,
  requireLoggedOut,
  requireLogin,
  requireLoginToUnlock,
  requireMembershipEnabled,
  requireMembershipVisible,
  requireSubscription,
} from "./route-guards";
import { routePath } from "./route-paths";

const home = redirect("/");
const posts = redirect("/membership/posts");
const billing = redirect("/membership/users/members/billing");
const login = redirect("/membership/auth/login");
const pricing = redirect("/membership/pricing");
const path = "/membership/any";

describe("per-route guards (spec §5)", () => {
  it("membership must be enabled, else home", () => {
    const disabled = { ...membershipSettings, enabled: false };
    expect(requireMembershipEnabled(guardContext(path, { membershipSettings: disabled }))).toEqual(
      home,
    );
    expect(requireMembershipEnabled(guardContext(path, { membershipSettings: null }))).toEqual(
      home,
    );
    expect(requireMembershipEnabled(guardContext(path))).toEqual(continueRoute());
  });

  it("a private membership is for its subscribed members and its creator, everyone else goes home", () => {
    const closed = { ...membershipSettings, membershipVisibility: { public: false } };
    const decide = (user: GuardContext["user"], settings = closed) =>
      requireMembershipVisible(guardContext(path, { membershipSettings: settings, user }));
    expect(decide(null)).toEqual(home);
    expect(decide(freeMember)).toEqual(home);
    expect(decide(paidMember)).toEqual(continueRoute());
    expect(decide(freeTierMember)).toEqual(continueRoute());
    expect(decide(cancelledMember)).toEqual(continueRoute());
    expect(decide(creator)).toEqual(continueRoute());
    expect(decide(null, membershipSettings)).toEqual(continueRoute());
  });

  it("a logged-in non-member goes to posts", () => {
    expect(redirectCreatorToPosts(guardContext(path, { user: creator }))).toEqual(posts);
    expect(redirectCreatorToPosts(guardContext(path, { user: freeMember }))).toEqual(
      continueRoute(),
    );
    expect(redirectCreatorToPosts(guardContext(path, { user: null }))).toEqual(continueRoute());
  });

  it("member-only pages need a subscription, else billing", () => {
    expect(requireSubscription(guardContext(path, { user: freeMember }))).toEqual(billing);
    expect(requireSubscription(guardContext(path, { user: creator }))).toEqual(billing);
    expect(requireSubscription(guardContext(path, { user: null }))).toEqual(billing);
    expect(requireSubscription(guardContext(path, { user: freeTierMember }))).toEqual(
      continueRoute(),
    );
    expect(requireSubscription(guardContext(path, { user: paidMember }))).toEqual(continueRoute());
  });

  it("a member with a paid tier counts as having a subscription even without one on record", () => {
    const paidTierOnly = member({ tier: paidMember.tier });
    expect(requireSubscription(guardContext(path, { user: paidTierOnly }))).toEqual(
      continueRoute(),
    );
  });

  it("checkout message and payment pages redirect a paid-subscribed member to billing", () => {
    expect(redirectPaidMemberToBilling(guardContext(path, { user: paidMember }))).toEqual(billing);
    expect(
      redirectPaidMemberToBilling(guardContext(path, { user: member({ tier: paidMember.tier }) })),
    ).toEqual(billing);
    for (const user of [freeMember, freeTierMember, creator, null]) {
      expect(redirectPaidMemberToBilling(guardContext(path, { user }))).toEqual(continueRoute());
    }
  });

  it("account pages need login, else login", () => {
    expect(requireLogin(guardContext(path, { user: null }))).toEqual(login);
    expect(requireLogin(guardContext(path, { user: freeMember }))).toEqual(continueRoute());
    expect(requireLogin(guardContext(path, { user: creator }))).toEqual(continueRoute());
  });

  it("creator pages need a creator, else posts", () => {
    expect(requireCreator(guardContext(path, { user: paidMember }))).toEqual(posts);
    expect(requireCreator(guardContext(path, { user: null }))).toEqual(posts);
    expect(requireCreator(guardContext(path, { user: creator }))).toEqual(continueRoute());
  });

  it("unlock post needs login, else pricing", () => {
    expect(requireLoginToUnlock(guardContext(path, { user: null }))).toEqual(pricing);
    expect(requireLoginToUnlock(guardContext(path, { user: freeMember }))).toEqual(continueRoute());
  });

  it("complete-account is only for logged-out users, logged-in goes to posts", () => {
    expect(requireLoggedOut(guardContext(path, { user: null }))).toEqual(continueRoute());
    expect(requireLoggedOut(guardContext(path, { user: freeMember }))).toEqual(posts);
    expect(requireLoggedOut(guardContext(path, { user: creator }))).toEqual(posts);
  });

  describe("the exit survey", () => {
    const cancelledSubscription = cancelledMember.subscription;
    if (cancelledSubscription === null) throw new Error("fixture has a subscription");
    const surveyOf = (subscriptionId: string) =>
      routePath("member-exit-survey", { subscriptionId });
    const ownSurvey = surveyOf(cancelledSubscription.id);

    it("is allowed only when the subscription is cancelled and not yet surveyed, else posts", () => {
      expect(requireExitSurveyPending(guardContext(ownSurvey, { user: cancelledMember }))).toEqual(
        continueRoute(),
      );
      const surveyed = member({ subscription: { ...cancelledSubscription, exitSurveyed: true } });
      for (const user of [paidMember, surveyed, freeMember, creator, null]) {
        expect(requireExitSurveyPending(guardContext(ownSurvey, { user }))).toEqual(posts);
      }
    });

    it("is only at that subscription's address: another id is the not-found page", () => {
      for (const other of [surveyOf("x"), surveyOf(`${cancelledSubscription.id}-other`)]) {
        expect(requireExitSurveyPending(guardContext(other, { user: cancelledMember }))).toEqual(
          notFound(`Page Not Found: ${other}`),
        );
      }
    });
  });
});
