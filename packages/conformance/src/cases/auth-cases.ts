import { endpoints } from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import type { ConformanceCase } from "../conformance-case";

const auth = endpoints.auth;
const { member, creator } = DEMO_CREDENTIALS;

/** A new account's sign-up, each case with its own address. */
const newcomer = (email: string) => ({
  email,
  password: "conformance-pass-1",
  displayName: "Conformance Runner",
});

/**
 * Signing in and out and passwords, last: on the fake platform a sign-up becomes the member.
 * Nothing ends the suite's own sessions: the demo member's password is "changed" to itself (the
 * caller's session stays), a reset is of a new account, and logging out ends a fresh session.
 */
export const authCases: ConformanceCase[] = [
  {
    endpoint: auth.checkCreator,
    as: "visitor",
    call: (shop) => shop.api.membership.checkCreator(creator.email),
  },
  {
    endpoint: auth.loginCreator,
    as: "visitor",
    call: (shop) => shop.api.membership.loginCreator(creator),
  },
  {
    endpoint: auth.loginMember,
    as: "visitor",
    call: (shop) => shop.api.membership.loginMember({ ...member, email: " Member@Demo.test " }),
  },
  {
    endpoint: auth.changePassword,
    as: "member",
    call: (shop) =>
      shop.api.membership.changePassword({
        currentPassword: member.password,
        newPassword: member.password,
      }),
  },
  {
    endpoint: auth.forgotPassword,
    as: "visitor",
    call: (shop) => shop.api.membership.forgotPassword(member.email),
  },
  {
    endpoint: auth.signupMember,
    as: "visitor",
    call: (shop) => shop.api.membership.signupMember(newcomer("signup@conformance.test")),
  },
  {
    endpoint: auth.resetPassword,
    as: "visitor",
    call: async (shop, facts) => {
      const email = "reset@conformance.test";
      await shop.api.membership.signupMember(newcomer(email));
      await shop.api.membership.forgotPassword(email);
      await shop.api.membership.resetPassword({
        token: facts.resetTokenFor(email),
        password: "conformance-pass-2",
      });
    },
  },
  {
    endpoint: auth.logout,
    as: "visitor",
    call: async (shop) => {
      const { accessToken } = await shop.api.membership.loginMember(member);
      shop.session.setToken(accessToken);
      await shop.api.membership.logout();
    },
  },
];
