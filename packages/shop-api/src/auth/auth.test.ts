import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";
import { createRateLimiter } from "./rate-limit";
import { generateSecrets } from "./secrets";
import { createSessionTokens } from "./session-tokens";

describe("session tokens", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const { jwtSecret } = generateSecrets();
  const sessions = createSessionTokens(jwtSecret, () => now);
  const claims = { sub: "usr_1", user_type: "MEMBER" as const, shop_id: "shop_demo" };

  it("verifies a token it signed and gives back its claims with an expiry", async () => {
    const verified = await sessions.verify(await sessions.sign(claims, 60));
    expect(verified).toEqual({ ...claims, exp: now.getTime() / 1000 + 60 });
  });

  it("rejects an expired token", async () => {
    const token = await sessions.sign(claims, 60);
    const later = createSessionTokens(jwtSecret, () => new Date(now.getTime() + 61_000));
    expect(await later.verify(token)).toBeNull();
  });

  it("rejects a token signed with another secret, and garbage", async () => {
    const other = createSessionTokens(generateSecrets().jwtSecret, () => now);
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

describe("rate limiter", () => {
  it("allows `limit` hits a window per key, then refuses until the window ends", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, clock: () => new Date(now) });
    expect(limiter.hit("login:1.2.3.4").allowed).toBe(true);
    expect(limiter.hit("login:1.2.3.4").allowed).toBe(true);
    expect(limiter.hit("login:1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit("login:5.6.7.8").allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit("login:1.2.3.4").allowed).toBe(true);
  });
});
