import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { type CallRow, expectCall, TEST_TOKEN, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

const login = { email: "member@demo.test", password: "member-pass-1" };

const rows: CallRow[] = [
  {
    name: "checkCreator",
    call: (api) => api.membership.checkCreator("a@b.test"),
    method: "POST",
    path: "/api/auth/creator/check",
    body: { email: "a@b.test" },
  },
  {
    name: "loginCreator",
    call: (api) => api.membership.loginCreator(login),
    method: "POST",
    path: "/api/auth/creator/login",
    body: login,
  },
  {
    name: "loginMember",
    call: (api) => api.membership.loginMember(login),
    method: "POST",
    path: "/api/auth/member/login",
    body: login,
    data: { accessToken: "jwt" },
  },
  {
    name: "signupMember logs in at once with withLogin=true",
    call: (api) => api.membership.signupMember({ ...login, displayName: "M" }),
    method: "POST",
    path: "/api/auth/member/signup",
    query: { withLogin: "true" },
    body: { ...login, displayName: "M" },
  },
  {
    name: "logout",
    call: (api) => api.membership.logout(),
    method: "POST",
    path: "/api/auth/logout",
    data: null,
  },
  {
    name: "forgotPassword",
    call: (api) => api.membership.forgotPassword("a@b.test"),
    method: "POST",
    path: "/api/auth/forgot-password",
    body: { email: "a@b.test" },
  },
  {
    name: "resetPassword",
    call: (api) => api.membership.resetPassword({ token: "t", password: "new-pass-1" }),
    method: "POST",
    path: "/api/auth/reset-password",
    body: { token: "t", password: "new-pass-1" },
  },
  {
    name: "changePassword",
    call: (api) => api.membership.changePassword({ currentPassword: "a", newPassword: "b" }),
    method: "POST",
    path: "/api/auth/change-password",
    body: { currentPassword: "a", newPassword: "b" },
  },
  {
    name: "hideWelcomePost",
    call: (api) => api.membership.hideWelcomePost(),
    method: "POST",
    path: "/api/members/hide-welcome-post",
  },
  {
    name: "profile",
    call: (api) => api.membership.profile(),
    method: "GET",
    path: "/api/members/profile",
    data: { member: { id: "m1" } },
  },
  {
    name: "exitSurvey",
    call: (api) =>
      api.membership.exitSurvey({ subscriptionId: "s1", reason: "OTHER", comment: "bye" }),
    method: "POST",
    path: "/api/members/exit-survey",
    body: { subscriptionId: "s1", reason: "OTHER", comment: "bye" },
  },
  {
    name: "skipExitSurvey",
    call: (api) => api.membership.skipExitSurvey("s1"),
    method: "POST",
    path: "/api/members/skip-exit-survey",
    body: { subscriptionId: "s1" },
  },
  {
    name: "block",
    call: (api) => api.membership.block("u2"),
    method: "POST",
    path: "/api/members/block",
    body: { userId: "u2" },
  },
  {
    name: "unblock",
    call: (api) => api.membership.unblock("u2"),
    method: "POST",
    path: "/api/members/unblock",
    body: { userId: "u2" },
  },
  {
    name: "showBadges",
    call: (api) => api.membership.showBadges(["b1", "b2"]),
    method: "POST",
    path: "/api/members/badges",
    body: { badgeIds: ["b1", "b2"] },
    data: [],
  },
  {
    name: "connectDiscord",
    call: (api) => api.membership.connectDiscord("oauth-code"),
    method: "POST",
    path: "/api/members/integrations/discord",
    body: { code: "oauth-code" },
  },
  {
    name: "disconnectDiscord",
    call: (api) => api.membership.disconnectDiscord(),
    method: "DELETE",
    path: "/api/members/integrations/discord",
  },
  {
    name: "shadowban",
    call: (api) => api.membership.shadowban("m2"),
    method: "POST",
    path: "/api/creators/shadowban",
    body: { memberId: "m2" },
  },
  {
    name: "creatorProfile",
    call: (api) => api.membership.creatorProfile(),
    method: "GET",
    path: "/api/creators/profile",
    data: { creator: { id: "c1" } },
  },
];

describe("membership namespace (membershipBase, Authorization: Bearer)", () => {
  it.each(rows)("$name", async (row) => {
    await expectCall(server, storefront, row, "/ms");
    const request = server.requests.at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(request?.headers["x-membership-token"]).toBeUndefined();
  });

  it("updateProfile sends only the given fields as multipart form data", async () => {
    const avatar = new Blob(["png-bytes"], { type: "image/png" });
    await storefront.api.membership.updateProfile({ displayName: "Mia", avatar });
    const request = server.requests.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/ms/api/members/update-profile");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.form?.get("displayName")).toBe("Mia");
    expect(request?.form?.has("bio")).toBe(false);
    const file = request?.form?.get("avatar");
    expect(file).toBeInstanceOf(Blob);
    await expect((file as Blob).text()).resolves.toBe("png-bytes");
  });

  it("updateCreatorProfile sends multipart form data to the creator path", async () => {
    await storefront.api.membership.updateCreatorProfile({ bio: "Hello" });
    const request = server.requests.at(-1);
    expect(request?.path).toBe("/ms/api/creators/update-profile");
    expect(request?.form?.get("bio")).toBe("Hello");
    expect(request?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });
});
