import { type AccessTokenResponse, type DataResponse, endpoints } from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { bearer } from "./test-sessions";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * Other spellings of the same signed token: a padding `=`, and the last signature character
 * changed in the bits base64 does not use (a 32-byte HMAC leaves two), both of which decode to
 * the same signature.
 */
function respellings(token: string): string[] {
  const last = BASE64URL.indexOf(token.at(-1) ?? "A");
  return [token, `${token}=`, `${token.slice(0, -1)}${BASE64URL[last ^ 1]}`];
}

describe.each(testBackends())("sessions on $name", (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(backend);
  });
  afterAll(() => shop.close());

  const post = (path: string, body: object, token?: string) =>
    shop.request(path, { method: "POST", headers: bearer(token), body: JSON.stringify(body) });
  const login = async (email: string, password: string) => {
    const response = await post(endpoints.auth.loginMember.path, { email, password });
    expect(response.status).toBe(200);
    return ((await response.json()) as DataResponse<AccessTokenResponse>).data.accessToken;
  };
  const profileStatus = async (token: string) =>
    (await shop.request(endpoints.members.profile.path, { headers: bearer(token) })).status;

  it("the respellings of a live token are accepted: they are the same token to a JWT library", async () => {
    const token = await login("member@demo.test", "member-pass-1");
    for (const spelling of respellings(token)) expect(await profileStatus(spelling)).toBe(200);
  });

  it("a logged-out session stays out, whichever spelling of its token comes back", async () => {
    const token = await login("member@demo.test", "member-pass-1");
    expect((await post(endpoints.auth.logout.path, {}, token)).status).toBe(200);
    for (const spelling of respellings(token)) {
      expect(await profileStatus(spelling), spelling.slice(-4)).toBe(401);
      expect((await post(endpoints.auth.logout.path, {}, spelling)).status).toBe(401);
    }
  });

  it("logging out ends only that session", async () => {
    const phone = await login("member@demo.test", "member-pass-1");
    const laptop = await login("member@demo.test", "member-pass-1");
    await post(endpoints.auth.logout.path, {}, phone);
    expect(await profileStatus(laptop)).toBe(200);
  });

  it("changing the password ends every other session and keeps the caller's", async () => {
    const here = await login("free@demo.test", "free-pass-1");
    const elsewhere = await login("free@demo.test", "free-pass-1");
    const changed = await post(
      endpoints.auth.changePassword.path,
      { currentPassword: "free-pass-1", newPassword: "free-pass-2" },
      here,
    );
    expect(changed.status).toBe(200);
    expect(await profileStatus(here)).toBe(200);
    for (const spelling of respellings(elsewhere)) expect(await profileStatus(spelling)).toBe(401);
  });

  it("resetting the password ends every session of the account", async () => {
    const first = await login("cancelled@demo.test", "cancelled-pass-1");
    const second = await login("cancelled@demo.test", "cancelled-pass-1");
    await post(endpoints.auth.forgotPassword.path, { email: "cancelled@demo.test" });
    const mail = shop.sentMail.findLast((sent) => sent.to === "cancelled@demo.test");
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const reset = await post(endpoints.auth.resetPassword.path, {
      token,
      password: "fresh-pass-9",
    });
    expect(reset.status).toBe(200);
    expect([await profileStatus(first), await profileStatus(second)]).toEqual([401, 401]);
    expect(await profileStatus(await login("cancelled@demo.test", "fresh-pass-9"))).toBe(200);
  });
});
