import {
  type AccessTokenResponse,
  type ApiErrorBody,
  type DataResponse,
  endpoints,
  type Member,
} from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopApi } from "../app";
import { generateSecrets } from "../auth/secrets";
import { createRecordingMail } from "../testing/recording-mail";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { RESET_TOKEN_TTL_MS } from "./password-reset";
import { bearer } from "./test-sessions";

describe.each(testBackends())("membership auth on $name", (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(backend);
  });
  afterAll(() => shop.close());

  const post = (path: string, body?: object, headers: Record<string, string> = {}) =>
    shop.request(path, {
      method: "POST",
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const tokenOf = async (response: Response) =>
    ((await response.json()) as DataResponse<AccessTokenResponse>).data.accessToken;
  const errorOf = async (response: Response) => (await response.json()) as ApiErrorBody;
  const profile = (token: string) =>
    shop.request(endpoints.members.profile.path, { headers: bearer(token) });

  it("logs a member in with the right password and the token reads the profile", async () => {
    const response = await post(endpoints.auth.loginMember.path, {
      email: "Member@Demo.test",
      password: "member-pass-1",
    });
    expect(response.status).toBe(200);
    const me = (await (await profile(await tokenOf(response))).json()) as DataResponse<{
      member: Member;
    }>;
    expect(me.data.member.email).toBe("member@demo.test");
  });

  it("answers 401 INVALID_CREDENTIALS to a wrong password and to an unknown email alike", async () => {
    const wrong = await post(endpoints.auth.loginMember.path, {
      email: "member@demo.test",
      password: "nope-nope",
    });
    const unknown = await post(endpoints.auth.loginMember.path, {
      email: "nobody@demo.test",
      password: "nope-nope",
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect((await errorOf(wrong)).message).toBe((await errorOf(unknown)).message);
  });

  it("does not log a creator in as a member, nor a member as a creator", async () => {
    expect(
      (
        await post(endpoints.auth.loginMember.path, {
          email: "creator@demo.test",
          password: "creator-pass-1",
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await post(endpoints.auth.loginCreator.path, {
          email: "member@demo.test",
          password: "member-pass-1",
        })
      ).status,
    ).toBe(401);
  });

  it("checks whether an email is a creator's and logs the creator in with user_type CREATOR", async () => {
    const check = (email: string) =>
      shop.json<DataResponse<{ isCreator: boolean }>>(endpoints.auth.checkCreator.path, {
        method: "POST",
        body: JSON.stringify({ email }),
      });
    expect((await check("creator@demo.test")).data.isCreator).toBe(true);
    expect((await check("member@demo.test")).data.isCreator).toBe(false);
    const response = await post(endpoints.auth.loginCreator.path, {
      email: "creator@demo.test",
      password: "creator-pass-1",
    });
    const claims = await shop.api.sessions.verify(await tokenOf(response));
    expect(claims?.user_type).toBe("CREATOR");
  });

  it("signs a member up and, with withLogin=true, answers a token of the new member", async () => {
    const response = await post(`${endpoints.auth.signupMember.path}?withLogin=true`, {
      email: "new@demo.test",
      password: "new-pass-123",
      displayName: "Newbie",
    });
    expect(response.status).toBe(200);
    const me = (await (await profile(await tokenOf(response))).json()) as DataResponse<{
      member: Member;
    }>;
    expect(me.data.member).toMatchObject({
      email: "new@demo.test",
      displayName: "Newbie",
      subscription: null,
      tier: null,
      showWelcomePost: true,
    });
  });

  it("refuses a second signup with the same email (409), a short password and a bad email (400)", async () => {
    const again = await post(`${endpoints.auth.signupMember.path}?withLogin=true`, {
      email: "NEW@demo.test",
      password: "new-pass-123",
      displayName: "Again",
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("EMAIL_TAKEN");
    const short = await post(endpoints.auth.signupMember.path, {
      email: "short@demo.test",
      password: "short",
      displayName: "S",
    });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).issues?.[0]?.path).toBe("password");
    expect(
      (
        await post(endpoints.auth.signupMember.path, {
          email: "not-an-email",
          password: "long-enough",
          displayName: "S",
        })
      ).status,
    ).toBe(400);
  });

  it("refuses signup on a shop without membership", async () => {
    const response = await shop.request(`${endpoints.auth.signupMember.path}?withLogin=true`, {
      method: "POST",
      headers: { Host: "plain.localhost" },
      body: JSON.stringify({ email: "x@plain.test", password: "long-enough", displayName: "X" }),
    });
    expect(response.status).toBe(404);
  });

  it("refuses signup on a shop whose membership is private: its creator admits its members", async () => {
    const response = await shop.request(`${endpoints.auth.signupMember.path}?withLogin=true`, {
      method: "POST",
      headers: { Host: "private.localhost" },
      body: JSON.stringify({ email: "x@private.test", password: "long-enough", displayName: "X" }),
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("MEMBERSHIP_PRIVATE");
  });

  it("revokes the token on logout: the same token then answers 401", async () => {
    const token = await tokenOf(
      await post(endpoints.auth.loginMember.path, {
        email: "free@demo.test",
        password: "free-pass-1",
      }),
    );
    expect((await profile(token)).status).toBe(200);
    expect((await post(endpoints.auth.logout.path, undefined, bearer(token))).status).toBe(200);
    expect((await profile(token)).status).toBe(401);
    expect((await post(endpoints.auth.logout.path)).status).toBe(401);
  });

  it("changes the password only with the current one", async () => {
    const token = await tokenOf(
      await post(`${endpoints.auth.signupMember.path}?withLogin=true`, {
        email: "changer@demo.test",
        password: "first-pass-1",
        displayName: "C",
      }),
    );
    const wrong = await post(
      endpoints.auth.changePassword.path,
      { currentPassword: "not-it", newPassword: "second-pass-2" },
      bearer(token),
    );
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe("WRONG_PASSWORD");
    expect(
      (
        await post(endpoints.auth.changePassword.path, {
          currentPassword: "first-pass-1",
          newPassword: "second-pass-2",
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await post(
          endpoints.auth.changePassword.path,
          { currentPassword: "first-pass-1", newPassword: "second-pass-2" },
          bearer(token),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(endpoints.auth.loginMember.path, {
          email: "changer@demo.test",
          password: "second-pass-2",
        })
      ).status,
    ).toBe(200);
  });

  it("resets a password through the link in the outbox, once, and answers forgot-password the same for unknown emails", async () => {
    const known = await post(endpoints.auth.forgotPassword.path, { email: "cancelled@demo.test" });
    const unknown = await post(endpoints.auth.forgotPassword.path, { email: "ghost@demo.test" });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());

    expect(shop.sentMail.some((email) => email.to === "ghost@demo.test")).toBe(false);
    const email = shop.sentMail.find((e) => e.to === "cancelled@demo.test");
    const link =
      /http:\/\/demo\.localhost\/membership\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
        email?.text ?? "",
      );
    expect(link).not.toBeNull();
    const token = link?.[1] ?? "";

    expect(
      (await post(endpoints.auth.resetPassword.path, { token, password: "brand-new-pass" })).status,
    ).toBe(200);
    const reused = await post(endpoints.auth.resetPassword.path, {
      token,
      password: "another-pass-1",
    });
    expect(reused.status).toBe(400);
    expect((await errorOf(reused)).code).toBe("RESET_TOKEN_INVALID");
    expect(
      (
        await post(endpoints.auth.loginMember.path, {
          email: "cancelled@demo.test",
          password: "brand-new-pass",
        })
      ).status,
    ).toBe(200);
  });

  it("never puts a forged Host into a reset link", async () => {
    await shop.request(endpoints.auth.forgotPassword.path, {
      method: "POST",
      headers: { "X-ShopId": "shop_demo", Host: "evil.test" },
      body: JSON.stringify({ email: "free@demo.test" }),
    });
    const email = shop.sentMail.find((e) => e.to === "free@demo.test");
    expect(email?.text).toContain("http://demo.localhost/membership/auth/reset-password?token=");
    expect(email?.text).not.toContain("evil.test");
  });

  it("refuses a reset token an hour after it was sent", async () => {
    await post(endpoints.auth.forgotPassword.path, { email: "other@demo.test" });
    const body = shop.sentMail.find((e) => e.to === "other@demo.test")?.text ?? "";
    const token = /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? "";
    // The same database seen by an API whose clock is an hour and a minute ahead.
    const later = createShopApi({
      db: shop.db,
      secrets: generateSecrets(),
      mail: createRecordingMail(),
      clock: () => new Date(Date.now() + RESET_TOKEN_TTL_MS + 60_000),
    });
    const response = await later.app.request(
      `http://localhost${endpoints.auth.resetPassword.path}`,
      {
        method: "POST",
        headers: { Host: "demo.localhost", "Content-Type": "application/json" },
        body: JSON.stringify({ token, password: "late-pass-123" }),
      },
    );
    expect(response.status).toBe(400);
    expect(
      (await post(endpoints.auth.resetPassword.path, { token, password: "in-time-pass-1" })).status,
    ).toBe(200);
  });

  it("rate-limits forgot and reset password with 429 and a message", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 6; i += 1)
      last = await post(endpoints.auth.resetPassword.path, {
        token: "guess",
        password: "guessing-1",
      });
    expect(last?.status).toBe(429);
    expect((await errorOf(last as Response)).message).toMatch(/Too many attempts/);
    expect(last?.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("rate-limits member login with 429 after ten attempts a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push(
        (
          await post(endpoints.auth.loginMember.path, {
            email: "member@demo.test",
            password: "wrong-pass",
          })
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  });
});
