import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";
import { generateSecrets } from "./secrets";
import type { SessionStore } from "./session-store";
import { createSessionTokens } from "./session-tokens";

/** Sessions in a Map, so token rules can be tried without a database. */
function memorySessionStore(): SessionStore {
  const sessions = new Map<string, { userId: string; shopId: string; ended: boolean }>();
  return {
    async open({ userId, shopId }) {
      const id = `ses_${sessions.size + 1}`;
      sessions.set(id, { userId, shopId, ended: false });
      return id;
    },
    async isLive(id, userId, shopId) {
      const session = sessions.get(id);
      return session?.userId === userId && session.shopId === shopId && !session.ended;
    },
    async end(id) {
      const session = sessions.get(id);
      if (session) session.ended = true;
    },
    async endAllOf(userId, except) {
      for (const [id, session] of sessions) {
        if (session.userId === userId && id !== except) session.ended = true;
      }
    },
  };
}

describe("session tokens", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const { jwtSecret } = generateSecrets();
  const store = memorySessionStore();
  const sessions = createSessionTokens(jwtSecret, () => now, store);
  const claims = { sub: "usr_1", user_type: "MEMBER" as const, shop_id: "shop_demo" };

  it("verifies a token it signed and gives back its claims, expiry and session", async () => {
    const verified = await sessions.verify(await sessions.sign(claims, 60));
    expect(verified).toEqual({
      ...claims,
      exp: now.getTime() / 1000 + 60,
      sid: expect.stringMatching(/^ses_/),
    });
  });

  it("rejects an expired token", async () => {
    const token = await sessions.sign(claims, 60);
    const later = createSessionTokens(jwtSecret, () => new Date(now.getTime() + 61_000), store);
    expect(await later.verify(token)).toBeNull();
  });

  it("rejects every token of an ended session, however it is spelled", async () => {
    const token = await sessions.sign(claims);
    const verified = await sessions.verify(token);
    if (!verified) throw new Error("not verified");
    await sessions.end(verified.sid);
    for (const spelling of [token, `${token}=`, `${token}==`]) {
      expect(await sessions.verify(spelling), spelling).toBeNull();
    }
  });

  it("rejects a correctly signed token that names no session", async () => {
    const sessionless = await new SignJWT({ user_type: "MEMBER", shop_id: "shop_demo" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("usr_1")
      .setIssuer("vitrine-shop-api")
      .setExpirationTime(now.getTime() / 1000 + 60)
      .sign(jwtSecret);
    expect(await sessions.verify(sessionless)).toBeNull();
    const unknown = await new SignJWT({ user_type: "MEMBER", shop_id: "shop_demo" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("usr_1")
      .setJti("ses_made_up")
      .setIssuer("vitrine-shop-api")
      .setExpirationTime(now.getTime() / 1000 + 60)
      .sign(jwtSecret);
    expect(await sessions.verify(unknown)).toBeNull();
  });

  it("rejects a token signed with another secret, and garbage", async () => {
    const other = createSessionTokens(generateSecrets().jwtSecret, () => now, store);
    expect(await sessions.verify(await other.sign(claims))).toBeNull();
    expect(await sessions.verify("not.a.token")).toBeNull();
  });

  it("rejects a token whose user_type is neither MEMBER nor CREATOR", async () => {
    const forged = await new SignJWT({ user_type: "ADMIN", shop_id: "shop_demo" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("usr_1")
      .setIssuer("vitrine-shop-api")
      .setExpirationTime(now.getTime() / 1000 + 60)
      .sign(jwtSecret);
    expect(await sessions.verify(forged)).toBeNull();
  });
});

describe("passwords", () => {
  it("verifies the right password against a salted hash and rejects a wrong one", async () => {
    const hash = await hashPassword("member-pass-1");
    expect(hash).not.toContain("member-pass-1");
    expect(await verifyPassword("member-pass-1", hash)).toBe(true);
    expect(await verifyPassword("member-pass-2", hash)).toBe(false);
  });

  it("salts: the same password hashes differently twice", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("never matches a malformed hash", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
  });
});
