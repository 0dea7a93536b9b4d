import { describe, expect, it } from "vitest";
import {
  cancelledMember,
  creator,
  freeMember,
  guardContext,
  membershipSettings,
  paidMember,
} from "../testing/guard-fixtures";
import type { GuardContext } from "./guard-context";
import { continueRoute, redirect } from "./guard-decision";
import { guardsOf } from "./route-guards";
import { routePath } from "./route-paths";
import { NOT_FOUND_ROUTE, type PathRouteName, ROUTES, routeRecord } from "./route-record";
import { runGuards } from "./run-guards";

const home = redirect("/");
const posts = redirect("/membership/posts");
const billing = redirect("/membership/users/members/billing");
const login = redirect("/membership/auth/login");
const pricing = redirect("/membership/pricing");

/** The decision for opening a route, with its pattern as the path. */
function open(name: PathRouteName, overrides: Partial<GuardContext> = {}) {
  const route = routeRecord(name);
  return runGuards(guardContext(route.path, overrides), guardsOf(route));
}

const membershipRoutes = ROUTES.filter((route) => route.path.startsWith("/membership")).map(
  (route) => route.name,
);
const shopRoutes = ROUTES.filter((route) => !route.path.startsWith("/membership")).map(
  (route) => route.name,
);
const accountRoutes = [
  "member-account",
  "member-profile",
  "member-perks",
  "member-badges",
  "member-billing",
  "member-watch-history",
  "member-change-subscription",
  "member-exit-survey",
  "membership-direct-messages",
  "creator-profile",
] as const;
const memberRoutes = accountRoutes.filter((name) => name !== "creator-profile");

describe("which routes list which checks", () => {
  it("shop routes have no checks of their own", () => {
    for (const name of shopRoutes) {
      expect(open(name, { membershipSettings: null }), name).toEqual(continueRoute());
    }
  });

  it("every membership route needs membership enabled, else home", () => {
    const disabled = { ...membershipSettings, enabled: false };
    for (const name of membershipRoutes) {
      expect(open(name, { membershipSettings: disabled, user: paidMember }), name).toEqual(home);
    }
  });

  it("account pages (member account, direct messages, creator profile) need login, else login", () => {
    for (const name of accountRoutes) {
      expect(open(name), name).toEqual(login);
    }
  });

  it("a logged-in creator goes to posts from member pages, membership checkout and unlock", () => {
    for (const name of [
      ...memberRoutes,
      "membership-checkout-message",
      "membership-checkout-payment",
      "membership-checkout-change-subscription",
      "membership-post-unlock",
    ] as const) {
      expect(open(name, { user: creator }), name).toEqual(posts);
    }
  });

  it("posts, media, catalogue, pricing and auth pages stay open to creators", () => {
    for (const name of [
      "membership-posts",
      "membership-post",
      "membership-video",
      "membership-audio",
      "membership-video-catalog-all",
      "membership-pricing",
      "auth-login",
    ] as const) {
      expect(open(name, { user: creator }), name).toEqual(continueRoute());
    }
  });

  it("perks need a subscription, else billing; other account pages do not", () => {
    expect(open("member-perks", { user: freeMember })).toEqual(billing);
    expect(open("member-perks", { user: paidMember })).toEqual(continueRoute());
    expect(open("member-billing", { user: freeMember })).toEqual(continueRoute());
    expect(open("member-profile", { user: freeMember })).toEqual(continueRoute());
  });

  it("membership checkout message and payment send a paid-subscribed member to billing, change-subscription does not", () => {
    expect(open("membership-checkout-message", { user: paidMember })).toEqual(billing);
    expect(open("membership-checkout-payment", { user: paidMember })).toEqual(billing);
    expect(open("membership-checkout-change-subscription", { user: paidMember })).toEqual(
      continueRoute(),
    );
    expect(open("membership-checkout-payment", { user: freeMember })).toEqual(continueRoute());
    expect(open("membership-checkout-payment")).toEqual(continueRoute());
  });

  it("the shop checkout's message and payment steps are open to paid members", () => {
    expect(open("checkout-message", { user: paidMember })).toEqual(continueRoute());
    expect(open("checkout-payment", { user: paidMember })).toEqual(continueRoute());
  });

  it("the creator profile needs a creator, else posts", () => {
    expect(open("creator-profile", { user: paidMember })).toEqual(posts);
    expect(open("creator-profile", { user: creator })).toEqual(continueRoute());
  });

  it("unlock post needs login, else pricing", () => {
    expect(open("membership-post-unlock")).toEqual(pricing);
    expect(open("membership-post-unlock", { user: freeMember })).toEqual(continueRoute());
  });

  it("complete-account is only for logged-out users, logged-in goes to posts", () => {
    expect(open("membership-complete-account")).toEqual(continueRoute());
    expect(open("membership-complete-account", { user: paidMember })).toEqual(posts);
  });

  it("the exit survey needs a cancelled, unsurveyed subscription, else posts", () => {
    const subscriptionId = cancelledMember.subscription?.id ?? "";
    const survey = { path: routePath("member-exit-survey", { subscriptionId }) };
    expect(open("member-exit-survey", { ...survey, user: cancelledMember })).toEqual(
      continueRoute(),
    );
    expect(open("member-exit-survey", { ...survey, user: paidMember })).toEqual(posts);
  });

  describe("with the membership private", () => {
    const closed = { ...membershipSettings, membershipVisibility: { public: false } };
    const authRoutes = [
      "auth-verify",
      "auth-login",
      "auth-forgot-password",
      "auth-reset-password",
      "auth-logout",
    ] as const;

    it("a visitor is sent home from every membership page but logging in and finishing an account", () => {
      const stayOpen = [...authRoutes, "membership-complete-account"] as readonly string[];
      for (const name of membershipRoutes) {
        const decision = open(name, { membershipSettings: closed });
        if (stayOpen.includes(name)) expect(decision, name).toEqual(continueRoute());
        else if ((accountRoutes as readonly string[]).includes(name)) {
          // Asked to log in first: the visitor may be a member.
          expect(decision, name).toEqual(login);
        } else expect(decision, name).toEqual(home);
      }
    });

    it("signing up is not offered to a visitor: an account made there would open nothing", () => {
      expect(open("auth-signup", { membershipSettings: closed })).toEqual(home);
      expect(open("auth-signup", { membershipSettings })).toEqual(continueRoute());
    });

    it("a logged-in member without a subscription is sent home, from account pages too", () => {
      for (const name of ["membership-posts", "membership-pricing", "member-profile"] as const) {
        expect(open(name, { membershipSettings: closed, user: freeMember }), name).toEqual(home);
      }
      expect(open("auth-login", { membershipSettings: closed, user: freeMember })).toEqual(
        continueRoute(),
      );
    });

    it("subscribed members and the creator see it as when it is public", () => {
      for (const name of membershipRoutes) {
        for (const user of [paidMember, creator]) {
          expect(open(name, { membershipSettings: closed, user }), name).toEqual(
            open(name, { user }),
          );
        }
      }
    });
  });

  it("the catch-all has no checks of its own", () => {
    expect(runGuards(guardContext("/nope"), guardsOf(NOT_FOUND_ROUTE))).toEqual(continueRoute());
  });
});
